import type { ApplicationStatus, Viewer } from '@lekker/core/contracts/accounts';
import { CircleCheck, Clock, FileQuestion, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { vehicleLabel } from '../application-input.ts';

export const PENDING_TEXT = "We're reviewing your application. This usually takes 1–2 working days.";
export const SUSPENDED_TEXT = 'Your account is suspended. Contact support@lekker.test.';
const SUPPORT_EMAIL = 'support@lekker.test';

const STATUS_LABEL: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  suspended: 'Suspended',
};
const STATUS_BADGE = { pending: 'secondary', approved: 'success', suspended: 'destructive' } as const;

const dateFormat = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'long', year: 'numeric' });
const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
};

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
  return (
    <Card>
      <CardContent className="flex gap-4 p-5">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-5">
          {icon}
        </span>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold">{title}</h2>
            {status ? <Badge variant={STATUS_BADGE[status]}>{STATUS_LABEL[status]}</Badge> : null}
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
      Your account is suspended. Contact{' '}
      <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-primary underline underline-offset-4">
        {SUPPORT_EMAIL}
      </a>
      .
    </p>
  );
}

/** The driver's application: none yet, pending, approved (with the dashboard) or suspended. */
export function DriverApplicationStatus({ viewer }: { viewer: Viewer }) {
  const application = viewer.driver_application;
  if (!application) {
    return (
      <StatusCard icon={<FileQuestion aria-hidden="true" />} title="No application yet">
        <p className="text-muted-foreground">You haven't applied to drive with Lekker Eats yet.</p>
        <Button asChild>
          <Link to="/driver/login?tab=apply">Apply to drive</Link>
        </Button>
      </StatusCard>
    );
  }
  const details = (
    <p className="text-sm text-muted-foreground">
      Vehicle: {vehicleLabel(application.vehicle_type)} · Applied {formatDate(application.created_at)}
    </p>
  );
  if (application.status === 'approved') {
    return (
      <StatusCard
        icon={<CircleCheck aria-hidden="true" />}
        title="You're approved to drive"
        status="approved"
      >
        <p>Welcome to the team! Go online from your dashboard to see delivery requests near you.</p>
        {details}
        <Button asChild>
          <Link to="/driver/dashboard">Go to your driver dashboard</Link>
        </Button>
      </StatusCard>
    );
  }
  if (application.status === 'suspended') {
    return (
      <StatusCard
        icon={<ShieldAlert aria-hidden="true" />}
        title="Driver account suspended"
        status="suspended"
      >
        <SuspendedText />
        {details}
      </StatusCard>
    );
  }
  return (
    <StatusCard icon={<Clock aria-hidden="true" />} title="Application received" status="pending">
      <p>{PENDING_TEXT}</p>
      {details}
    </StatusCard>
  );
}

/** The restaurant owner's applications (newest first), or the portal when the account already runs a venue. */
export function RestaurantApplicationStatus({ viewer }: { viewer: Viewer }) {
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
          title="Your restaurant account is active"
          status="approved"
        >
          <p>Manage your orders, menu and payouts in the restaurant portal.</p>
          <Button asChild>
            <Link to="/restaurant/portal">Open the restaurant portal</Link>
          </Button>
        </StatusCard>
      );
    }
    return (
      <StatusCard icon={<FileQuestion aria-hidden="true" />} title="No application yet">
        <p className="text-muted-foreground">You haven't applied to list a restaurant on Lekker Eats yet.</p>
        <Button asChild>
          <Link to="/restaurant/login?tab=apply">Apply to list your restaurant</Link>
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
                <p>Your restaurant is approved. Set up your menu and opening hours in the portal.</p>
                <p className="text-sm text-muted-foreground">Applied {formatDate(application.created_at)}</p>
                <Button asChild>
                  <Link to="/restaurant/portal">Open the restaurant portal</Link>
                </Button>
              </StatusCard>
            ) : application.status === 'suspended' ? (
              <StatusCard
                icon={<ShieldAlert aria-hidden="true" />}
                title={application.restaurant_name}
                status="suspended"
              >
                <SuspendedText />
                <p className="text-sm text-muted-foreground">Applied {formatDate(application.created_at)}</p>
              </StatusCard>
            ) : (
              <StatusCard
                icon={<Clock aria-hidden="true" />}
                title={application.restaurant_name}
                status="pending"
              >
                <p>{PENDING_TEXT}</p>
                <p className="text-sm text-muted-foreground">Applied {formatDate(application.created_at)}</p>
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
            Apply for another venue
          </Link>
        </p>
      )}
    </div>
  );
}
