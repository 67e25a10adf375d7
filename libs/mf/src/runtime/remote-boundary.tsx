import {
  Component,
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { RemoteName } from '../route-table';
import { RemoteLoadError, humanMessage, type MfErrorCode } from './errors';
import { useT } from '../i18n/messages';
import {
  canFallBack,
  fallBackAfterRenderError,
  loadRemoteRoutes,
  type RemoteRoutesComponent,
} from './load-remote';

export type RemoteLoader = (remote: RemoteName) => Promise<RemoteRoutesComponent>;

export interface RemoteBoundaryProps {
  remote: RemoteName;
  screen: string;
  /** Injected in tests; the shell uses the federation loader. */
  loader?: RemoteLoader;
}

type Lazy = LazyExoticComponent<RemoteRoutesComponent>;
// One lazy() per remote and attempt, reused across routes of the same remote so moving between
// its screens never flashes a fallback; Retry replaces it with a fresh one (a new import attempt).
const lazies = new WeakMap<RemoteLoader, Map<RemoteName, Lazy>>();
function lazyFor(loader: RemoteLoader, remote: RemoteName, fresh: boolean): Lazy {
  let byRemote = lazies.get(loader);
  if (!byRemote) lazies.set(loader, (byRemote = new Map()));
  let component = byRemote.get(remote);
  if (!component || fresh) {
    component = lazy(() =>
      loader(remote).then(
        (routes) => ({ default: routes }),
        (error: unknown) => {
          throw error instanceof RemoteLoadError
            ? error
            : new RemoteLoadError('BS-MF-001', remote, String(error), { cause: error });
        },
      ),
    );
    byRemote.set(remote, component);
  }
  return component;
}

/**
 * The three failure layers around a routed remote (ADR 0001): a load timeout and clean retry
 * (inside the loader), this error boundary, and Suspense. A failure here stays inside the route:
 * header, footer and the other remotes keep working.
 */
export function RemoteBoundary({ remote, screen, loader = loadRemoteRoutes }: RemoteBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  const [RemoteRoutes, setRemoteRoutes] = useState(() => lazyFor(loader, remote, false));
  // A change of remote or loader (new route) picks that remote's current component.
  const [seen, setSeen] = useState({ remote, loader });
  if (seen.remote !== remote || seen.loader !== loader) {
    setSeen({ remote, loader });
    setRemoteRoutes(() => lazyFor(loader, remote, false));
  }
  const retry = useCallback(() => {
    setRemoteRoutes(() => lazyFor(loader, remote, true));
    setAttempt((n) => n + 1);
  }, [loader, remote]);

  return (
    <RemoteErrorBoundary
      key={`${remote}:${screen}:${attempt}`}
      remote={remote}
      onRetry={retry}
      fallBack={loader === loadRemoteRoutes}
    >
      <Suspense fallback={<RemoteLoading remote={remote} />}>
        <RemoteRoutes screen={screen} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function RemoteLoading({ remote }: { remote: RemoteName }) {
  const t = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      className="bs-mf-loading"
      style={{ padding: '2rem 1rem', color: 'var(--bs-color-muted, #52606d)' }}
    >
      {t('loading', { what: t(`remote.${remote}.title`) })}
    </div>
  );
}

interface ErrorBoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  /** A release that throws while rendering falls back to an earlier build (the federation loader only). */
  fallBack: boolean;
  children: ReactNode;
}
interface ErrorBoundaryState {
  error: unknown;
  code: MfErrorCode | null;
}

class RemoteErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, code: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    // Errors of the loader carry their code; anything else was thrown by the remote's own render.
    return { error, code: error instanceof RemoteLoadError ? error.code : 'BS-MF-003' };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[${this.state.code ?? 'BS-MF-003'}] ${this.props.remote}`, error, info.componentStack);
    // A release that throws at start: the earlier build loads in its place (ADR 0018), unseen.
    if (this.fallingBack() && fallBackAfterRenderError(this.props.remote, error)) this.props.onRetry();
  }

  private fallingBack(): boolean {
    return this.props.fallBack && this.state.code === 'BS-MF-003' && canFallBack(this.props.remote);
  }

  render() {
    const { code } = this.state;
    if (!code) return this.props.children;
    if (this.fallingBack()) return <RemoteLoading remote={this.props.remote} />;
    return <RemoteError code={code} remote={this.props.remote} onRetry={this.props.onRetry} />;
  }
}

export interface RemoteErrorProps {
  code: MfErrorCode;
  remote: RemoteName;
  onRetry: () => void;
}

/** The message a person sees when a part of the store fails, with a real Retry. */
export function RemoteError({ code, remote, onRetry }: RemoteErrorProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      role="alert"
      aria-labelledby={`bs-mf-error-${remote}`}
      className="bs-mf-error"
      style={{
        margin: '2rem auto',
        maxWidth: '36rem',
        padding: '1.5rem',
        border: '1px solid var(--bs-color-border, #d9dee3)',
        borderLeft: '4px solid var(--bs-color-danger, #b42318)',
        borderRadius: 'var(--bs-radius, 6px)',
        background: 'var(--bs-color-surface, #fff)',
      }}
    >
      <h2
        id={`bs-mf-error-${remote}`}
        ref={heading}
        tabIndex={-1}
        style={{ marginTop: 0, fontSize: '1.25rem', outline: 'none' }}
      >
        {t('failed')}
      </h2>
      <p>{humanMessage(code, remote)}</p>
      <p style={{ color: 'var(--bs-color-muted, #52606d)', fontSize: '0.875rem' }}>
        {t('code')} <code>{code}</code>
      </p>
      <button
        type="button"
        onClick={onRetry}
        style={{
          font: 'inherit',
          padding: '0.5rem 1.25rem',
          border: 0,
          borderRadius: 'var(--bs-radius, 6px)',
          background: 'var(--bs-color-primary, #1f5fae)',
          color: 'var(--bs-color-primary-contrast, #fff)',
          cursor: 'pointer',
        }}
      >
        {t('retry')}
      </button>
    </section>
  );
}
