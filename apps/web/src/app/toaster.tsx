import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import './toaster.css';

/** Toasts: top-right, closing after 5 s (docs/product.md §9). */
export function Toaster() {
  return <ToastContainer position="top-right" autoClose={5000} />;
}
