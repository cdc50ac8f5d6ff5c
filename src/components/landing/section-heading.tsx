/** A home section's heading and its optional lead text, centred above the section's content. */
export function SectionHeading({ id, title, description }: { id: string; title: string; description?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-slate-900 dark:text-slate-100 sm:text-4xl">{title}</h2>
      {description ? <p className="mt-4 text-lg leading-8 text-pretty whitespace-pre-line text-slate-600 dark:text-slate-400">{description}</p> : null}
    </div>
  );
}
