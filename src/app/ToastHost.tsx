/** The toast container with its styles: its own chunk, loaded by Toasts.tsx. */
import { ToastContainer } from 'react-toastify'
import 'react-toastify/dist/ReactToastify.css'

export default function ToastHost() {
  return <ToastContainer position="top-right" autoClose={5000} newestOnTop />
}
