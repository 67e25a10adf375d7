import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { t } from './i18n/messages';
import { Spinner } from './spinner';

interface Props {
  children: ReactNode;
  /** Names the screen in the log line, so a failure is traceable to its remote and screen. */
  name: string;
}
declare const process: { env: { BS_RELEASE?: string } };
/** The build label of the remote this copy of libs/ui was bundled into (rspack DefinePlugin). */
const release = (() => {
  try {
    return process.env.BS_RELEASE ?? 'dev';
  } catch {
    return 'dev';
  }
})();

interface State {
  error: Error | null;
}

/**
 * Wraps one lazily loaded screen: a loading indicator while its chunk arrives, and a contained
 * error message if it throws, so header, footer and other remotes keep working.
 */
export class ScreenBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[screen ${this.props.name}] render failed`, error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return (
        <Alert tone="error">
          <p>{t('screenError.message')}</p>
          <Button variant="secondary" onClick={() => this.setState({ error: null })}>
            {t('screenError.retry')}
          </Button>
        </Alert>
      );
    }
    // data-release tells operators (and the redeploy journey) which build of the remote is live.
    return (
      <div data-screen={this.props.name} data-release={release}>
        <Suspense fallback={<Spinner size="large" label={t('loading')} />}>{this.props.children}</Suspense>
      </div>
    );
  }
}
