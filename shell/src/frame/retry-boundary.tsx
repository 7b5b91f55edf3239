import { Component, type ComponentType, type ReactNode } from 'react';

/** What a failed part shows: its message and the retry button (`RETRY_LABEL`). */
export interface RetryFallbackProps {
  message: string;
  onRetry: () => void;
  /** True while the retry runs: the button is disabled so one click is one retry. */
  retrying: boolean;
}

interface Props {
  /** The Russian sentence a person reads instead of the failed part. */
  message: string;
  /** Written to the console with the error, so a developer sees which part failed. */
  consoleNote: string;
  /** Called on 'Повторить' before the boundary re-renders its children (forget the failed load). */
  onRetry: () => Promise<void>;
  /** How the failure looks where it happens (a form in a modal, a whole area's page). */
  fallback: ComponentType<RetryFallbackProps>;
  children: ReactNode;
}

interface State {
  failed: boolean;
  retrying: boolean;
}

/**
 * Code that loads on demand (an area, a form) fails alone: the boundary shows its message with
 * 'Повторить', and everything around it keeps working.
 */
export class RetryBoundary extends Component<Props, State> {
  override state: State = { failed: false, retrying: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true, retrying: false };
  }

  override componentDidCatch(error: unknown): void {
    console.error(this.props.consoleNote, error);
  }

  private readonly retry = () => {
    this.setState({ retrying: true });
    void this.props.onRetry().finally(() => this.setState({ failed: false, retrying: false }));
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const Fallback = this.props.fallback;
    return <Fallback message={this.props.message} onRetry={this.retry} retrying={this.state.retrying} />;
  }
}
