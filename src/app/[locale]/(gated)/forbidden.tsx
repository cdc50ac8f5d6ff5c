import { ForbiddenScreen } from '@/components/screens/forbidden-screen';

/** 403 for a signed-in user without the dashboard's key (the dashboard layout's own check). */
export default function GatedForbidden() {
  return (
    <main id="main">
      <ForbiddenScreen />
    </main>
  );
}
