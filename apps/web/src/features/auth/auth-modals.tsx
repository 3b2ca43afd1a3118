export function AuthModals() {
  return null;
}
