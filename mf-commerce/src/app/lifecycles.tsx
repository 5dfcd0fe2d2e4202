// The remote's single-spa lifecycles; the shell mounts them as a parcel for every route it owns.
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ErrorPanel, type RemoteProps } from '@kala/shared';
import { App } from './app';

const lifecycles = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  rootComponent: App,
  errorBoundary: () => <ErrorPanel onRetry={() => location.reload()} />,
});

export const { bootstrap, mount, unmount, update } = lifecycles;
