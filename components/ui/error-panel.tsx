type Props = { title: string; message: string; children?: React.ReactNode };

/** A red panel naming what failed to load and why. */
export function ErrorPanel({ title, message, children }: Props) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
      <h2 className="font-semibold">{title}</h2>
      <p className="mt-1 text-sm">{message}</p>
      {children}
    </div>
  );
}
