import { LoadingSkeleton } from '@beantrail/mf-shared/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AreaUnavailable } from './area-unavailable';

interface Props {
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Areas whose new entry was loaded because a part of the old build was gone: once per page, so a
 * build that is broken on the server shows "area unavailable" instead of loading for ever.
 */
const refreshed = new Set<string>();

/**
 * A remote that throws while rendering shows "area unavailable" instead of blanking the shell. A
 * part whose file is gone (`AreaBuildReplaced`: the area was redeployed while this page was open)
 * loads the area's new entry once, without a word: the user sees the page of the new build.
 */
export class AreaErrorBoundary extends Component<Props, { failed: boolean; replaced: boolean }> {
  override state = { failed: false, replaced: false };

  static getDerivedStateFromError(error: unknown): { failed: boolean; replaced: boolean } {
    return { failed: true, replaced: error instanceof Error && error.name === 'AreaBuildReplaced' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.state.replaced && !refreshed.has(this.props.area)) {
      refreshed.add(this.props.area);
      console.info(`[area ${this.props.area}] was deployed anew: loading its new entry`);
      this.props.onRetry();
      return;
    }
    this.setState({ replaced: false });
    console.error(`[area ${this.props.area}] render failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    // Until the new entry has loaded (the host then mounts a new boundary).
    if (this.state.failed && this.state.replaced) return <LoadingSkeleton />;
    if (this.state.failed) {
      return (
        <AreaUnavailable
          onRetry={() => {
            this.setState({ failed: false, replaced: false });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}
