import type { MessageDescriptor } from '@lingui/core';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { pathTo } from '../contract/app-routes';
import { showToast } from './toast-store';

/**
 * Leaves for home with a message (a toast survives the navigation): what a player sees on a
 * screen their role or merchant does not offer, whichever part of the app finds out.
 */
export function LeaveForHome({ message }: { message: MessageDescriptor }) {
  useEffect(() => showToast(message, { tone: 'error' }), [message]);
  return <Navigate to={pathTo('home')} replace />;
}
