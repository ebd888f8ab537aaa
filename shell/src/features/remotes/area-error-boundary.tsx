import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AreaUnavailable } from './area-unavailable';

interface Props {
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

/** A remote that throws while rendering shows "area unavailable" instead of blanking the shell. */
export class AreaErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[area ${this.props.area}] render failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <AreaUnavailable
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}
