import { notFound } from 'next/navigation';

/** Deeper paths match no route: answer with the 404 screen inside the site layout. */
export default function UnmatchedRoute() {
  notFound();
}
