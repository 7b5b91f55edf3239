import { Component, type ReactNode } from 'react';
import { RemoteFallback } from './remote-fallback';

interface Props {
  /** Called on 'Повторить' before the boundary re-renders its children. */
  onRetry: () => Promise<void>;
  children: ReactNode;
}

interface State {
  failed: boolean;
  retrying: boolean;
}

/** One per area: a failed or crashing area shows its fallback, everything around it keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, retrying: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true, retrying: false };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Раздел не отрисован', error);
  }

  private readonly retry = () => {
    this.setState({ retrying: true });
    void this.props.onRetry().finally(() => this.setState({ failed: false, retrying: false }));
  };

  override render(): ReactNode {
    if (this.state.failed) return <RemoteFallback onRetry={this.retry} retrying={this.state.retrying} />;
    return this.props.children;
  }
}
