import { useSearchParams } from 'react-router';
import { LandingScreen } from './landing-screen';
import { NotFound } from './not-found';

/** `/home` hosts the same form as the landing, or the error page when reached as `/home?error`. */
export function HomeScreen() {
  const [params] = useSearchParams();
  return params.has('error') ? <NotFound /> : <LandingScreen />;
}
