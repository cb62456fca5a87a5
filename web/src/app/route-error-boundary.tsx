import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../components/ui/button.tsx';
import { t } from '../lib/i18n.ts';

interface State {
  failed: boolean;
}

/** Catches a screen that failed to load or render, so one broken screen does not blank the app. */
interface Props {
  children: ReactNode;
  /** Changing it (the path) clears the error, so navigating away recovers. */
  resetKey: string;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-xl font-semibold text-slate-900">{t('This page could not be loaded')}</h1>
        <p className="text-slate-700">{t('Check your internet connection and try again.')}</p>
        <Button onClick={() => window.location.reload()}>{t('Reload')}</Button>
      </div>
    );
  }
}
