import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { errorMessageOf } from '../../../lib/api-client.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast-store.ts';
import { ACTIVE_SUBSCRIPTION_KEY } from '../../../lib/use-active-subscription.ts';
import { AUTH_USER_KEY, useAuth } from '../../../lib/use-auth.ts';
import { BILLING_TRANSACTIONS_KEY } from '../billing/billing-api.ts';
import {
  type OrderResponse,
  postActivateTrial,
  postCancelOrder,
  postCreateOrder,
  postSimulatedPayment,
  postVerifyPayment,
  type SignedPayment,
} from './checkout-api.ts';
import { loadRazorpay, openRazorpayCheckout } from './razorpay-checkout.ts';

// Radix Dialog and the test checkout load only when a simulated order is opened.
const SimulatedCheckoutDialog = lazy(() =>
  import('./simulated-checkout-dialog.tsx').then((m) => ({ default: m.SimulatedCheckoutDialog })),
);

export interface PlanChoice {
  id: string;
  name: string;
  price: number;
}

export interface StartPlan {
  /** Starts the trial (price 0) or the checkout of a paid plan. */
  start: (plan: PlanChoice) => void;
  /** The plan whose button shows 'Processing...', from the click until the flow ends. */
  processingPlanId: string | null;
  /** The simulated checkout, when open; render it once on the page. */
  checkoutDialog: ReactNode;
}

/**
 * The one way a plan is started (spec §4.6, §4.7), shared by /subscription and /billing:
 * trial activation, or order → checkout (Razorpay or the simulated stand-in) → verification.
 * `onStarted` runs after the account data is refreshed; the page decides where to go.
 */
export function useStartPlan(onStarted?: (kind: 'trial' | 'paid') => void): StartPlan {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [processingPlanId, setProcessingPlanId] = useState<string | null>(null);
  const [simulatedOrder, setSimulatedOrder] = useState<OrderResponse | null>(null);
  const [paying, setPaying] = useState(false);
  // Refs, not state, guard against double starts: two clicks can land before a re-render.
  const busy = useRef(false);
  const onStartedRef = useRef(onStarted);
  onStartedRef.current = onStarted;

  const finish = useCallback(() => {
    busy.current = false;
    setProcessingPlanId(null);
    setSimulatedOrder(null);
    setPaying(false);
  }, []);

  const refreshAccount = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ACTIVE_SUBSCRIPTION_KEY }),
        queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }),
        queryClient.invalidateQueries({ queryKey: BILLING_TRANSACTIONS_KEY }),
      ]),
    [queryClient],
  );

  const verify = useCallback(
    async (payment: SignedPayment, planId: string) => {
      try {
        await postVerifyPayment({ ...payment, planId });
      } catch (error) {
        finish();
        toast({
          title: t('Payment Verification Failed'),
          description: t(errorMessageOf(error, msg('Failed to verify payment'))),
          variant: 'destructive',
        });
        return;
      }
      await refreshAccount();
      finish();
      toast({ title: t('Subscription activated! Your plan is now active.') });
      onStartedRef.current?.('paid');
    },
    [finish, refreshAccount],
  );

  const cancelled = useCallback(
    (orderId: string) => {
      finish();
      toast({ title: t('Payment Cancelled'), description: t('Payment was cancelled by user') });
      // Best effort: if it fails, the order still reads 'expired' once its hour has passed.
      void postCancelOrder(orderId)
        .catch(() => undefined)
        .then(() => queryClient.invalidateQueries({ queryKey: BILLING_TRANSACTIONS_KEY }));
    },
    [finish, queryClient],
  );

  const startTrial = useCallback(async () => {
    try {
      await postActivateTrial();
    } catch (error) {
      finish();
      toast({
        title: t('Failed to activate trial. Please try again.'),
        description: t(errorMessageOf(error, '')),
        variant: 'destructive',
      });
      return;
    }
    // The gate reads the subscription; it must see the trial before the next screen opens.
    await refreshAccount();
    finish();
    toast({ title: t('Trial Activated'), description: t('Your 5-day free trial has been activated!') });
    onStartedRef.current?.('trial');
  }, [finish, refreshAccount]);

  const startPaid = useCallback(
    async (plan: PlanChoice) => {
      let order: OrderResponse;
      try {
        order = await postCreateOrder(plan.id);
      } catch (error) {
        finish();
        const message = t(errorMessageOf(error, ''));
        toast({
          title: t('Failed to create payment order'),
          description: message === t('Failed to create payment order') ? undefined : message || undefined,
          variant: 'destructive',
        });
        return;
      }
      if (order.mode === 'simulated') {
        setSimulatedOrder(order);
        return;
      }
      try {
        const Razorpay = await loadRazorpay();
        const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
        openRazorpayCheckout(
          Razorpay,
          order,
          { name, email: user?.email ?? '' },
          { onPaid: (payment) => void verify(payment, order.planId), onDismiss: () => cancelled(order.orderId) },
        );
      } catch {
        finish();
        toast({ title: t('Failed to load payment gateway'), variant: 'destructive' });
      }
    },
    [cancelled, finish, user, verify],
  );

  const start = useCallback(
    (plan: PlanChoice) => {
      if (busy.current) return;
      busy.current = true;
      setProcessingPlanId(plan.id);
      void (plan.price === 0 ? startTrial() : startPaid(plan));
    },
    [startPaid, startTrial],
  );

  const paySimulated = useCallback(async () => {
    if (!simulatedOrder) return;
    setPaying(true);
    let payment: SignedPayment;
    try {
      payment = await postSimulatedPayment(simulatedOrder.orderId);
    } catch (error) {
      finish();
      toast({
        title: t('Payment Verification Failed'),
        description: t(errorMessageOf(error, msg('Failed to verify payment'))),
        variant: 'destructive',
      });
      return;
    }
    await verify(payment, simulatedOrder.planId);
  }, [finish, simulatedOrder, verify]);

  const checkoutDialog = simulatedOrder ? (
    <Suspense fallback={null}>
      <SimulatedCheckoutDialog
        order={simulatedOrder}
        paying={paying}
        onPay={() => void paySimulated()}
        onCancel={() => cancelled(simulatedOrder.orderId)}
      />
    </Suspense>
  ) : null;

  return { start, processingPlanId, checkoutDialog };
}
