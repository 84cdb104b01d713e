import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { clientRoutes } from '@partsmith/contract/routes';

const myOrders = `${clientRoutes.dashboard}/myOrders`;

/** After a successful payment (docs/product.md §4.4): the congratulation and the transaction id, focused for the reader. */
export function PaymentSucceeded({ transactionId }: { transactionId: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col gap-3 rounded-box border border-success/40 bg-success/10 p-5">
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-success focus:outline-none">
        Congrats! you have completed your payment
      </h3>
      <p>
        Your transaction id: <span className="font-mono font-semibold break-all">{transactionId}</span>
      </p>
      <Link to={myOrders} className="btn btn-outline btn-sm self-start">
        Back to My Orders
      </Link>
    </div>
  );
}

/** An order that is paid already: nothing to pay, so no card form. */
export function AlreadyPaid({ transactionId }: { transactionId: string | null }) {
  return (
    <div className="flex flex-col gap-3 rounded-box border border-info/40 bg-info/10 p-5">
      <h3 className="text-xl font-bold">This order is already paid.</h3>
      {transactionId && (
        <p>
          Transaction id: <span className="font-mono font-semibold break-all">{transactionId}</span>
        </p>
      )}
      <Link to={myOrders} className="btn btn-outline btn-sm self-start">
        Back to My Orders
      </Link>
    </div>
  );
}
