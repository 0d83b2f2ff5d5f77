import type { ApplicationStatus, Viewer } from '@lekker/core/contracts/accounts';
import { CircleCheck, Clock, FileQuestion, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { localDateText } from '@/lib/i18n/dates.ts';
import { Message } from '@/lib/i18n/message.tsx';
import { useLocale, useT } from '@/lib/i18n/use-t.ts';
import { vehicleLabel } from '../application-input.ts';

const SUPPORT_EMAIL = 'support@lekker.test';

const STATUS_LABEL = {
  pending: 'apply.status.pending',
  approved: 'apply.status.approved',
  suspended: 'apply.status.suspended',
} as const satisfies Record<ApplicationStatus, string>;
const STATUS_BADGE = { pending: 'secondary', approved: 'success', suspended: 'destructive' } as const;

const formatDate = (iso: string, locale: string) =>
  Number.isNaN(new Date(iso).getTime()) ? '' : localDateText(iso, locale);

function StatusCard({
  icon,
  title,
  status,
  children,
}: {
  icon: ReactNode;
  title: string;
  status?: ApplicationStatus;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Card>
      <CardContent className="flex gap-4 p-5">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-5">
          {icon}
        </span>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold">{title}</h2>
            {status ? <Badge variant={STATUS_BADGE[status]}>{t(STATUS_LABEL[status])}</Badge> : null}
          </div>
          {children}
        </div>
      </CardContent>
    </Card>
  );
}

function SuspendedText() {
  return (
    <p>
      <Message
        id="apply.status.suspendedText"
        elements={{
          email: (
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-semibold text-primary underline underline-offset-4"
            >
              {SUPPORT_EMAIL}
            </a>
          ),
        }}
      />
    </p>
  );
}

/** The driver's application: none yet, pending, approved (with the dashboard) or suspended. */
export function DriverApplicationStatus({ viewer }: { viewer: Viewer }) {
  const t = useT();
  const locale = useLocale();
  const application = viewer.driver_application;
  if (!application) {
    return (
      <StatusCard icon={<FileQuestion aria-hidden="true" />} title={t('apply.status.none')}>
        <p className="text-muted-foreground">{t('apply.status.driverNone')}</p>
        <Button asChild>
          <Link to="/driver/login?tab=apply">{t('door.driver.apply')}</Link>
        </Button>
      </StatusCard>
    );
  }
  const details = (
    <p className="text-sm text-muted-foreground">
      {t('apply.status.details', {
        vehicle: vehicleLabel(application.vehicle_type),
        date: formatDate(application.created_at, locale),
      })}
    </p>
  );
  if (application.status === 'approved') {
    return (
      <StatusCard
        icon={<CircleCheck aria-hidden="true" />}
        title={t('apply.status.driverApproved')}
        status="approved"
      >
        <p>{t('apply.status.driverWelcome')}</p>
        {details}
        <Button asChild>
          <Link to="/driver/dashboard">{t('apply.status.driverDashboard')}</Link>
        </Button>
      </StatusCard>
    );
  }
  if (application.status === 'suspended') {
    return (
      <StatusCard
        icon={<ShieldAlert aria-hidden="true" />}
        title={t('apply.status.driverSuspended')}
        status="suspended"
      >
        <SuspendedText />
        {details}
      </StatusCard>
    );
  }
  return (
    <StatusCard icon={<Clock aria-hidden="true" />} title={t('apply.status.received')} status="pending">
      <p>{t('apply.reviewing')}</p>
      {details}
    </StatusCard>
  );
}

/** The restaurant owner's applications (newest first), or the portal when the account already runs a venue. */
export function RestaurantApplicationStatus({ viewer }: { viewer: Viewer }) {
  const t = useT();
  const locale = useLocale();
  const applications = [...viewer.restaurant_applications].sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  );
  const isOwner = viewer.roles.includes('restaurant');
  const hasPending = applications.some((a) => a.status === 'pending');

  if (applications.length === 0) {
    if (isOwner) {
      return (
        <StatusCard
          icon={<CircleCheck aria-hidden="true" />}
          title={t('apply.status.ownerActive')}
          status="approved"
        >
          <p>{t('apply.status.ownerManage')}</p>
          <Button asChild>
            <Link to="/restaurant/portal">{t('apply.status.openPortal')}</Link>
          </Button>
        </StatusCard>
      );
    }
    return (
      <StatusCard icon={<FileQuestion aria-hidden="true" />} title={t('apply.status.none')}>
        <p className="text-muted-foreground">{t('apply.status.restaurantNone')}</p>
        <Button asChild>
          <Link to="/restaurant/login?tab=apply">{t('door.restaurant.apply')}</Link>
        </Button>
      </StatusCard>
    );
  }

  return (
    <div className="space-y-4">
      <ul className="space-y-4">
        {applications.map((application) => (
          <li key={application.id}>
            {application.status === 'approved' ? (
              <StatusCard
                icon={<CircleCheck aria-hidden="true" />}
                title={application.restaurant_name}
                status="approved"
              >
                <p>{t('apply.status.restaurantApproved')}</p>
                <p className="text-sm text-muted-foreground">
                  {t('apply.status.applied', { date: formatDate(application.created_at, locale) })}
                </p>
                <Button asChild>
                  <Link to="/restaurant/portal">{t('apply.status.openPortal')}</Link>
                </Button>
              </StatusCard>
            ) : application.status === 'suspended' ? (
              <StatusCard
                icon={<ShieldAlert aria-hidden="true" />}
                title={application.restaurant_name}
                status="suspended"
              >
                <SuspendedText />
                <p className="text-sm text-muted-foreground">
                  {t('apply.status.applied', { date: formatDate(application.created_at, locale) })}
                </p>
              </StatusCard>
            ) : (
              <StatusCard
                icon={<Clock aria-hidden="true" />}
                title={application.restaurant_name}
                status="pending"
              >
                <p>{t('apply.reviewing')}</p>
                <p className="text-sm text-muted-foreground">
                  {t('apply.status.applied', { date: formatDate(application.created_at, locale) })}
                </p>
              </StatusCard>
            )}
          </li>
        ))}
      </ul>
      {hasPending ? null : (
        <p className="text-sm">
          <Link
            to="/restaurant/login?tab=apply"
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('apply.status.another')}
          </Link>
        </p>
      )}
    </div>
  );
}
