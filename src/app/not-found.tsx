import './globals.css';
import { NotFoundScreen } from '@/components/screens/not-found-screen';

/** 404 for requests outside every locale (an unknown first segment with a dot, e.g. /x.php). */
export default function RootNotFound() {
  return (
    <html lang="en" dir="ltr">
      <body>
        <main id="main">
          <NotFoundScreen fullscreen />
        </main>
      </body>
    </html>
  );
}
