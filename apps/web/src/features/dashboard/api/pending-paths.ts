/**
 * Paths of calls whose API modules come in later issues (spec section 7). They answer 404 until
 * then, which the tabs show as their empty states. Move them to the contract's `paths` with those
 * modules.
 */
export const pendingPaths = {
  getAllPayments: '/payment_management/get_all_payments',
  getUserSubscription: '/payment_management/get_user_subscription',
  cancelAutoPayment: '/stripe_payment/cancel_subscription_autopayment',
  notionOauth: '/notion/notion_oauth',
  confluenceOauth: '/confluence/confluence_oauth',
} as const;
