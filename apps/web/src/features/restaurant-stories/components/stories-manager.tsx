import { PostStoryQuerySchema, type VenueStory } from '@lekker/core/contracts/stories';
import { STORY_CAPTION_MAX_CHARS, STORY_MAX_LIVE } from '@lekker/core/social';
import { Eye } from 'lucide-react';
import { useId, useRef } from 'react';
import { useDeleteStory, usePostStory, useVenueDishes, useVenueStories } from '@/api/venue-stories.ts';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { formSchema } from '@/lib/forms/form-schema.ts';
import { applyServerError, fieldErrors, formErrorText, useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';

export const NO_STORIES_TEXT =
  'No live stories. Post a photo to show customers nearby what is cooking today.';
const MAX_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The photo rules the server also checks (5 MB, JPG/PNG/WebP), said before uploading. */
export function photoProblem(file: File | null): string | null {
  if (!file) return 'Choose a photo';
  if (!TYPES.includes(file.type)) return 'Please upload a JPG, PNG or WebP image';
  if (file.size > MAX_BYTES) return 'Image size must be less than 5MB';
  return null;
}

/** "5 h left", "40 min left". */
export function timeLeft(expiresAt: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((new Date(expiresAt).getTime() - now) / 60_000));
  return minutes >= 60 ? `${Math.floor(minutes / 60)} h left` : `${minutes} min left`;
}

type PostValues = { file: File | null; caption: string; dish: string };
const EMPTY_POST: PostValues = { file: null, caption: '', dish: '' };

/** The photo checked as the server checks it, then caption and dish by the shared contract (PostStoryQuery). */
const PostSchema = formSchema((v: PostValues, refuse) => {
  const problem = photoProblem(v.file);
  if (problem) refuse('file', problem);
  return { caption: v.caption.trim() || undefined, menu_item_id: v.dish || undefined };
}, PostStoryQuerySchema);

function PostForm({ venueId, full }: { venueId: string; full: boolean }) {
  const fileId = useId();
  const captionId = useId();
  const dishId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const form = useZodForm(PostSchema, { defaultValues: EMPTY_POST, labels: { caption: 'Caption' } });
  const errors = fieldErrors(form.formState.errors);
  const error = errors.file ?? errors.caption ?? errors.menu_item_id ?? formErrorText(form.formState.errors);
  const dishes = useVenueDishes(venueId);
  const post = usePostStory(venueId);

  const submit = form.handleSubmit((query) => {
    const file = form.getValues('file');
    if (!file) return;
    post.mutate(
      { file, caption: query.caption, menuItemId: query.menu_item_id },
      {
        onSuccess: () => {
          toast.success('Story posted: live for 24 hours');
          form.reset(EMPTY_POST);
          if (fileRef.current) fileRef.current.value = '';
        },
        onError: (e) => applyServerError(form, e),
      },
    );
  });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="space-y-1.5">
        <label htmlFor={fileId} className="block text-sm font-medium">
          Photo
        </label>
        <input
          ref={fileRef}
          id={fileId}
          type="file"
          accept={TYPES.join(',')}
          onChange={(e) => {
            form.clearErrors();
            form.setValue('file', e.target.files?.[0] ?? null);
          }}
          aria-describedby={`${fileId}-hint${error ? ` ${fileId}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className="block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-muted file:px-4 file:py-2 file:font-semibold"
        />
        <p id={`${fileId}-hint`} className="text-xs text-muted-foreground">
          JPG, PNG or WebP up to 5 MB. Shows for 24 hours to customers near you.
        </p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={captionId} className="block text-sm font-medium">
          Caption (optional)
        </label>
        <Input
          id={captionId}
          maxLength={STORY_CAPTION_MAX_CHARS}
          {...form.register('caption', { onChange: () => form.clearErrors() })}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={dishId} className="block text-sm font-medium">
          Link a dish (optional)
        </label>
        <NativeSelect id={dishId} {...form.register('dish')}>
          <option value="">No dish</option>
          {(dishes.data ?? []).map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {error ? (
        <p id={`${fileId}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {full ? (
        <p className="text-sm text-muted-foreground">
          You have {STORY_MAX_LIVE} live stories. Delete one to post another.
        </p>
      ) : null}
      <Button type="submit" disabled={post.isPending || full}>
        {post.isPending ? 'Posting…' : 'Post story'}
      </Button>
    </form>
  );
}

function StoryRow({ venueId, story }: { venueId: string; story: VenueStory }) {
  const remove = useDeleteStory(venueId);
  return (
    <li className="flex gap-3 py-3" data-testid="venue-story">
      <img
        src={story.image_url}
        alt={story.caption ?? 'Story photo'}
        className="h-24 w-16 shrink-0 rounded-lg bg-muted object-cover"
      />
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="font-medium">{story.caption ?? 'No caption'}</p>
        {story.menu_item ? <p className="text-muted-foreground">Links to {story.menu_item.name}</p> : null}
        <p className="flex items-center gap-1.5" data-testid="story-views">
          <Eye aria-hidden="true" className="size-4" />
          Seen by {story.views} {story.views === 1 ? 'customer' : 'customers'}
        </p>
        <p className="text-muted-foreground">{timeLeft(story.expires_at)}</p>
      </div>
      <Button
        size="sm"
        variant="outline"
        disabled={remove.isPending}
        aria-label={`Delete story${story.caption ? `: ${story.caption}` : ''}`}
        onClick={() =>
          remove.mutate(story.id, {
            onSuccess: () => toast.success('Story deleted'),
            onError: (e) => toast.error('Could not delete the story', { description: e.message }),
          })
        }
      >
        Delete
      </Button>
    </li>
  );
}

/** The portal's stories page body: post a story, and the live ones with their view counts. */
export function StoriesManager({ venueId }: { venueId: string }) {
  const query = useVenueStories(venueId);
  const live = query.data?.length ?? 0;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">New story</CardTitle>
        </CardHeader>
        <CardContent>
          <PostForm venueId={venueId} full={live >= STORY_MAX_LIVE} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Live stories</CardTitle>
        </CardHeader>
        <CardContent>
          <QueryState
            query={query}
            loadingLabel="Loading stories"
            errorText="We could not load your stories."
            isEmpty={(stories) => stories.length === 0}
            empty={<p className="text-muted-foreground">{NO_STORIES_TEXT}</p>}
          >
            {(stories) => (
              <ul className="divide-y">
                {stories.map((s) => (
                  <StoryRow key={s.id} venueId={venueId} story={s} />
                ))}
              </ul>
            )}
          </QueryState>
        </CardContent>
      </Card>
    </div>
  );
}
