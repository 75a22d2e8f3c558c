import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CodeLoadError } from '../lib/retryableImport.ts';
import { ErrorPanel } from './ErrorPanel.tsx';

interface State {
  error: unknown;
}

/** Catches a render error inside one section of a page; the rest of the page stays up. */
export class SectionBoundary extends Component<{ children: ReactNode; what?: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(
      'Section failed to render:',
      error instanceof Error ? error.message : error,
      info.componentStack,
    );
  }

  render() {
    if (this.state.error) {
      return (
        <ErrorPanel
          error={this.state.error}
          what={this.props.what}
          onRetry={() => {
            // Code that could not be fetched is fetched again by the render this starts.
            if (this.state.error instanceof CodeLoadError) this.state.error.retry?.();
            this.setState({ error: null });
          }}
        />
      );
    }
    return this.props.children;
  }
}
