/** A camera-first photo input for the driver at the door (JPG, PNG or WebP, as the server's image check takes). */
export function PhotoField({
  id,
  label,
  onPhoto,
}: {
  id: string;
  label: string;
  onPhoto: (file: File | null) => void;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-base font-bold">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture="environment"
        className="block w-full text-sm"
        onChange={(e) => onPhoto(e.target.files?.[0] ?? null)}
      />
    </div>
  );
}
