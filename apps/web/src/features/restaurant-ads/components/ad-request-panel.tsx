import { AD_STATUS_LABELS, AdRequestSchema } from '@lekker/core/contracts/ads';
import { todayInSouthAfrica } from '@lekker/core/today';
import { type AdRequest, useRequestAd, useVenueAds, type VenueAd } from '@/api/ads.ts';
import { FormField } from '@/components/form-field.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { formSchema } from '@/lib/forms/form-schema.ts';
import { applyServerError, fieldErrors, formErrorText, useZodForm } from '@/lib/forms/use-zod-form.ts';

const STATUS_BADGE = { pending: 'secondary', approved: 'success', rejected: 'destructive' } as const;

type Draft = {
  special_offer: string;
  offer_description: string;
  cta_text: string;
  start_date: string;
  end_date: string;
};

/**
 * "Request an ad": a venue asks for a sponsored card on the home page (offer, description, button text and the days
 * it would like); the marketplace team approves it (possibly with other dates) or says why not. The venue's
 * requests and ads are listed with their state.
 */
export function AdRequestPanel({ venueId }: { venueId: string }) {
  const ads = useVenueAds(venueId);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Ads on the home page</CardTitle>
        <CardDescription>
          A sponsored card between the restaurants on the home page. Every request is reviewed by the Lekker
          Eats team, who set the final dates and order.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <RequestForm venueId={venueId} />
        <section aria-labelledby="my-ads-heading" className="space-y-2">
          <h3 id="my-ads-heading" className="font-semibold">
            Your requests
          </h3>
          <QueryState
            query={ads}
            loadingLabel="Loading your ads"
            errorText="We could not load your ads."
            isEmpty={(d) => d.length === 0}
            empty={<p className="text-sm text-muted-foreground">No requests yet.</p>}
          >
            {(list) => (
              <ul className="divide-y rounded-xl border text-sm">
                {list.map((ad) => (
                  <AdRow key={ad.id} ad={ad} />
                ))}
              </ul>
            )}
          </QueryState>
        </section>
      </CardContent>
    </Card>
  );
}

function AdRow({ ad }: { ad: VenueAd }) {
  return (
    <li className="space-y-1 p-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{ad.special_offer}</span>
        <Badge variant={STATUS_BADGE[ad.status]}>{AD_STATUS_LABELS[ad.status]}</Badge>
        {ad.running ? <Badge variant="success">On the home page now</Badge> : null}
      </p>
      {ad.offer_description ? <p>{ad.offer_description}</p> : null}
      <p className="text-muted-foreground">
        {ad.start_date} to {ad.end_date ?? 'no end date'}
      </p>
      {ad.status === 'rejected' && ad.reject_reason ? <p>Why: {ad.reject_reason}</p> : null}
    </li>
  );
}

/** What the venue types → the ad request, checked by the shared contract (AdRequestSchema) before it is sent. */
const RequestSchema = formSchema((d: Draft) => ({ ...d, end_date: d.end_date || null }), AdRequestSchema);

function RequestForm({ venueId }: { venueId: string }) {
  const today = todayInSouthAfrica();
  const empty: Draft = {
    special_offer: '',
    offer_description: '',
    cta_text: '',
    start_date: today,
    end_date: '',
  };
  const form = useZodForm(RequestSchema, {
    defaultValues: empty,
    labels: { special_offer: 'Offer', start_date: 'First day', end_date: 'Last day' },
  });
  const request = useRequestAd(venueId);
  const errors = fieldErrors(form.formState.errors);
  const formError = formErrorText(form.formState.errors);
  const errorOf = (key: keyof Draft) => errors[key];
  const field = (key: keyof Draft) =>
    form.register(key, {
      onChange: () => {
        request.reset();
        form.clearErrors(key);
      },
    });
  const startDate = form.watch('start_date');

  const submit = form.handleSubmit((input) =>
    request.mutate(input as AdRequest, {
      onSuccess: () => form.reset(empty),
      onError: (e) => applyServerError(form, e),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Request an ad">
      <FormField label="Offer" hint="The headline, e.g. 2 kotas for R80" error={errorOf('special_offer')}>
        {(control) => <Input {...control} maxLength={60} {...field('special_offer')} />}
      </FormField>
      <FormField label="Button text (optional)" hint="Default: Order Now" error={errorOf('cta_text')}>
        {(control) => <Input {...control} maxLength={24} {...field('cta_text')} />}
      </FormField>
      <FormField
        label="Description (optional)"
        error={errorOf('offer_description')}
        className="sm:col-span-2"
      >
        {(control) => <Textarea {...control} rows={2} maxLength={200} {...field('offer_description')} />}
      </FormField>
      <FormField label="First day" error={errorOf('start_date')}>
        {(control) => <Input {...control} type="date" min={today} {...field('start_date')} />}
      </FormField>
      <FormField label="Last day (optional)" error={errorOf('end_date')}>
        {(control) => <Input {...control} type="date" min={startDate} {...field('end_date')} />}
      </FormField>
      {formError ? (
        <Alert variant="destructive" role="alert" className="sm:col-span-2">
          {formError}
        </Alert>
      ) : null}
      {request.isSuccess ? (
        <Alert variant="success" role="status" className="sm:col-span-2">
          Request sent: the Lekker Eats team reviews it and e-mails you the answer.
        </Alert>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Request an ad'}
        </Button>
      </div>
    </form>
  );
}
