import type { MessageDescriptor } from '@lingui/core';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useNavigationType } from 'react-router-dom';
import { pathTo } from '../contract/app-routes';
import { showToast } from './toast-store';

/**
 * What a player sees on a screen their role or merchant does not offer, whichever part of the app
 * finds out: the reason (a toast survives the navigation), and a way out. Reached by a tap in the
 * app, the tap is undone: the player stays where they were and the back history is as it was (a
 * refused tap from home used to add another home to it). Opened by its address, a reload or the
 * back and forward buttons, it leaves for home in its place.
 */
export function LeaveForHome({ message }: { message: MessageDescriptor }) {
  const navigate = useNavigate();
  const undo = useNavigationType() === 'PUSH';
  // Once: a development build runs each effect twice, and two steps back would leave the app.
  const undone = useRef(false);
  useEffect(() => showToast(message, { tone: 'error' }), [message]);
  useEffect(() => {
    if (!undo || undone.current) return;
    undone.current = true;
    navigate(-1);
  }, [undo, navigate]);
  return undo ? null : <Navigate to={pathTo('home')} replace />;
}
