type Props = {
  title: string;
  message: string;
  /** What to fix, one sentence an item (a refused form's field messages). */
  problems?: string[];
  children?: React.ReactNode;
  /** Given, the panel can take the focus (a form moves it there after a refused save). */
  ref?: React.Ref<HTMLDivElement>;
};

/** A red panel naming what failed (to load, or to save) and why. */
export function ErrorPanel({ title, message, problems = [], children, ref }: Props) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={ref ? -1 : undefined}
      className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-800 focus:outline-none"
    >
      <h2 className="font-semibold">{title}</h2>
      <p className="mt-1 text-sm">{message}</p>
      {problems.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {problems.map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
        </ul>
      )}
      {children}
    </div>
  );
}

type RefusalProps = {
  /** A form's last answer: the panel shows only a refusal, with each field's problem. */
  result: { ok: boolean; message: string; errors?: Record<string, string> } | null;
  ref?: React.Ref<HTMLDivElement>;
};

/** The red 'Error' panel of a refused form: what went wrong and what to fix. */
export function RefusalPanel({ result, ref }: RefusalProps) {
  if (!result || result.ok) return null;
  const problems = Object.values(result.errors ?? {});
  return <ErrorPanel ref={ref} title="Error" message={result.message} problems={problems} />;
}
