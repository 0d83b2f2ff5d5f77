import { useId, useState } from 'react';
import { useUploadVenueImage } from '@/api/restaurant-venue.ts';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { toast } from '@/lib/toast.ts';
import { IMAGE_ACCEPT, imageProblem } from '../../image-files.ts';
import { errorMessage, FormError, Section, type SectionProps } from './section.tsx';

/** Checks a picked image and uploads it; the error stays beside the pickers. */
function useImageUpload(venueId: string) {
  const upload = useUploadVenueImage(venueId);
  const [error, setError] = useState<string | null>(null);
  function pick(kind: 'logo' | 'cover', file: File | undefined) {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) return setError(problem);
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => {
          setError(null);
          toast.success(kind === 'logo' ? 'Logo uploaded' : 'Cover image uploaded');
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  }
  return { pick, error, pending: upload.isPending };
}

/** The logo and the cover image, each uploaded as soon as it is picked. */
export function ImagesCard({ venueId, settings }: SectionProps) {
  const id = useId();
  const { pick, error, pending } = useImageUpload(venueId);
  return (
    <Section title="Logo and cover image" description="JPG, PNG or WebP up to 5 MB; we resize them for you.">
      <div className="grid gap-4 sm:grid-cols-2">
        {(['logo', 'cover'] as const).map((kind) => {
          const url = kind === 'logo' ? settings.logo_url : settings.cover_image_url;
          return (
            <div key={kind} className="space-y-2">
              <Label htmlFor={`${id}-${kind}`}>
                {kind === 'logo' ? 'Logo (square)' : 'Cover image (wide)'}
              </Label>
              {url ? (
                <img
                  src={url}
                  alt={kind === 'logo' ? 'Current logo' : 'Current cover image'}
                  className={
                    kind === 'logo'
                      ? 'size-24 rounded-lg object-cover'
                      : 'h-24 w-full rounded-lg object-cover'
                  }
                />
              ) : (
                <p className="text-sm text-muted-foreground">None yet.</p>
              )}
              <Input
                id={`${id}-${kind}`}
                type="file"
                accept={IMAGE_ACCEPT}
                disabled={pending}
                onChange={(e) => {
                  pick(kind, e.currentTarget.files?.[0]);
                  e.currentTarget.value = '';
                }}
              />
            </div>
          );
        })}
      </div>
      {pending ? <p role="status">Uploading…</p> : null}
      <FormError error={error} />
    </Section>
  );
}
