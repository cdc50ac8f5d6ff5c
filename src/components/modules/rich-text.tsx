/** HTML that the content service has already sanitised (sanitize-html on the server). */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={['rich-text', className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}
