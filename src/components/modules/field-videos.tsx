import type { ReactNode } from 'react';
import type { FileLink } from './field-values';

/**
 * A video field's videos on a public page: Vimeo's player for one the library sent to Vimeo
 * (`players`, by URL; the page CSP's frame-src allows only it), a `<video>` for one this site
 * serves (an upload `fileNames` knows), and `link` for an address elsewhere (another site's page
 * cannot be played in place).
 */
export function FieldVideos({ links, players, fileNames, link }: {
  links: FileLink[]; players: Record<string, string>; fileNames: Record<string, string>; link: (file: FileLink) => ReactNode;
}) {
  return links.map((file) => {
    const player = players[file.href];
    if (player) {
      return (
        <iframe
          key={file.href} src={player} title={file.name} loading="lazy" allow="fullscreen; picture-in-picture" allowFullScreen
          className="aspect-video w-full rounded-xl border-0 bg-slate-900"
        />
      );
    }
    if (fileNames[file.href] !== undefined) {
      return <video key={file.href} src={file.href} controls preload="metadata" aria-label={file.name} className="aspect-video w-full rounded-xl bg-slate-900" />;
    }
    return <span key={file.href}>{link(file)}</span>;
  });
}
