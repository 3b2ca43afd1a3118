/** API paths, relative to API_PREFIX (spec section 7). */
export const API_PREFIX = '/api/v1';

export const paths = {
  health: '/health',
  healthReady: '/health/ready',
  auth: {
    register: '/auth/register',
    login: '/auth/login',
    refresh: '/auth/refresh',
    logout: '/auth/logout',
    forgotPassword: '/auth/forgot_password',
    resetPassword: '/auth/reset_password',
    updatePassword: '/auth/update_password',
    /** POST {token}: the emailed verification link proves the address (public, single use). */
    verifyEmail: '/auth/verify_email',
    /** POST: the signed-in person asks for a new verification link (throttled). */
    resendVerification: '/auth/resend_verification',
  },
  /** Sign-in with GitHub or Google (spec section 7): login_url, the provider's callback, the code swap. */
  oauth: {
    githubLogin: '/OAuth/auth/github_login',
    googleLogin: '/OAuth/auth/google_login',
    /** GET: where the provider sends the browser back (`:provider` is github or google). */
    callback: '/OAuth/auth/:provider/callback',
    /** POST {code}: the one-time code the callback handed the SPA, for the token pair. */
    exchange: '/OAuth/auth/exchange',
    /** GET: which social sign-ins this server offers ({github, google} booleans). */
    providers: '/OAuth/auth/providers',
  },
  user: {
    getUser: '/user/get_user',
    updateUser: '/user/update_user',
    uploadProfilePicture: '/user/upload_profile_picture',
    profilePicture: '/user/profile_picture/:file',
    getUserUploads: '/user/get_user_uploads',
    getBillingDetails: '/user/get_user_billing_details',
    deleteBillingDetails: '/user/delete_user_billing_details',
  },
  plan: {
    getAllPlans: '/plan/get_all_plans',
    /** Admins: every plan, inactive ones too. */
    adminPlans: '/plan/admin_plans',
    /** Admins: PUT price, duration, features, uploads, active. */
    updatePlan: '/plan/update_plan/:id',
  },
  billing: {
    createCheckoutSession: '/stripe_payment/create_payment_checkout_session',
    /** POST ?session_id: the return page's status of one checkout (owner only). */
    getPaymentDetails: '/stripe_payment/get_payment_details',
    cancelAutoPayment: '/stripe_payment/cancel_subscription_autopayment',
    /** POST: turn cancelled auto-pay back on while the paid period runs (owner only). */
    resumeAutoPayment: '/stripe_payment/resume_subscription_autopayment',
    /** Stripe's webhook endpoint: raw body, `Stripe-Signature` header. */
    webhook: '/stripe_payment/webhook',
    /** The built-in test checkout (no Stripe key): GET ?session_id, then POST complete or cancel. */
    testCheckout: '/stripe_payment/test_checkout',
    testCheckoutComplete: '/stripe_payment/test_checkout/complete',
    testCheckoutCancel: '/stripe_payment/test_checkout/cancel',
    getAllPayments: '/payment_management/get_all_payments',
    getUserSubscription: '/payment_management/get_user_subscription',
    /** Admins: every subscription, paged and filtered. */
    getAllSubscriptions: '/payment_management/get_all_subscriptions',
  },
  prd: {
    uploadFiles: '/prd_upload/upload_files',
    /** GET ?session_id: attach to the session's answer (SSE, resumes after `Last-Event-ID`). */
    answerStream: '/prd_upload/answer_stream',
    /** POST ?session_id: stop the answer being written; what was written is kept. */
    stopAnswer: '/prd_upload/stop_answer',
    /** POST ?session_id: write the session's last answer again (replaces it; same input). */
    regenerateAnswer: '/prd_upload/regenerate_answer',
    /** POST ?session_id, JSON { user_input }: replace the last typed message and answer again. */
    editMessage: '/prd_upload/edit_message',
    getChatHistory: '/prd_chat_history/get_chat_history',
    getChatData: '/prd_chat_history/get_chat_data_by_chat_id',
    /** GET: a visitor's latest chat by their signed cookie, and their free PRDs left. */
    visitorChat: '/prd_chat_history/visitor_chat',
    /** POST ?session_id&chat_id: show another regenerated variant of the last answer. */
    selectAnswer: '/prd_chat_history/select_answer',
  },
  /** A chat's PRD documents and their versions (issue 26). */
  documents: {
    /** GET ?session_id */
    getDocuments: '/prd_documents/get_documents',
    /** GET ?document_id */
    getVersions: '/prd_documents/get_versions',
    /** GET ?document_id&version */
    getVersion: '/prd_documents/get_version',
    /** GET ?document_id&from&to */
    diff: '/prd_documents/diff',
    /** POST ?document_id&version */
    restoreVersion: '/prd_documents/restore_version',
    /** GET ?document_id&version&format=docx|txt|md */
    download: '/prd_documents/download',
    /** POST ?document_id, JSON { section | item_id, instruction } */
    editSection: '/prd_documents/edit_section',
  },
  contact: {
    /** POST: a message to the team ("Contact Us" on Custom plans); token optional. */
    sendMessage: '/contact/send_message',
  },
  /** Help and content pages (spec section 7 "Content pages"; the spec hides the paths). */
  content: {
    /** GET: the published pages' slugs (the Help list); any caller. */
    getAllSlugs: '/content/get_all_slugs',
    /** GET ?topic= or ?id=: one page (published ones only, unless the caller is an admin). */
    getPage: '/content/get_page',
    /** Admins: GET (paged, ?q), POST create, PUT update, DELETE ?id=. */
    pages: '/content/pages',
  },
  /** Admins: the people using the product. */
  adminUsers: {
    /** GET ?q&status&page&page_size */
    list: '/admin/users',
    /** POST: deactivate (sessions end at once) or reactivate. */
    /** GET: one person (plan, usage, counts, open sessions). */
    get: '/admin/users/:id',
    deactivate: '/admin/users/:id/deactivate',
    reactivate: '/admin/users/:id/reactivate',
    /** PUT {plan_id}: the plan the person has without a purchase (null: Free). */
    plan: '/admin/users/:id/plan',
    /** GET: everything kept about the person, as a JSON download. */
    export: '/admin/users/:id/export',
  },
  /** Admins: the console's overview figures. */
  admin: {
    overview: '/admin/overview',
  },
  /** Account deletion requests (spec section 7 "Content pages and deletion"; paths hidden). */
  deletion: {
    /** POST ?reason=: the caller asks for their account to be deleted (again: updates the reason). */
    requestDelete: '/deletion/request_delete',
    /** GET: admins every request, a user their own (either token, the admin's first). */
    getAllRequests: '/deletion/get_all_requests',
    /** GET ?status&email&page&page_size: admins, filtered and paged. */
    viewRequests: '/deletion/view_requests',
    /** POST: admins reject a pending request. */
    rejectRequest: '/deletion/reject_request/:id',
    /** DELETE: admins delete the person (their pending request is approved); a job does it. */
    deleteUser: '/deletion/delete_user/:id',
    /** GET: the caller's own data as a JSON download (offered before asking for deletion). */
    exportMine: '/deletion/export_my_data',
  },
  /** The Learn area (spec section 3's lesson slice): levels → subjects → lessons. */
  study: {
    /** GET: every level with its subjects and their published lessons (signed in). */
    getAllLessons: '/study/get_All_lessons',
    /** GET ?id: one lesson with its Markdown. */
    getLesson: '/study/get_lesson',
    /** Admins: GET list, POST create, PUT update (body id), DELETE ?id. */
    levels: '/study/levels',
    subjects: '/study/subjects',
    lessons: '/study/lessons',
  },
  /** Connecting Notion and Confluence (spec section 7) and what is connected. */
  workspaces: {
    notionOauth: '/notion/notion_oauth',
    /** GET: Notion sends the browser back here. */
    notionCallback: '/notion/callback',
    /** GET ?query: pages the integration can reach (where a PRD may go) and the remembered one. */
    notionPages: '/notion/pages',
    confluenceOauth: '/confluence/confluence_oauth',
    /** GET: Atlassian sends the browser back here. */
    confluenceCallback: '/confluence/callback',
    /** GET: the caller's connections; DELETE ?provider: disconnect one. */
    connections: '/workspaces/connections',
  },
  /** Publishing a PRD to a connected workspace. */
  share: {
    sendToNotion: '/notion/send_prd_to_notion',
    createConfluencePage: '/confluence/create-prd-page',
    confluenceSpaces: '/confluence/confluence_spaces',
  },
  /** Signed file links: `/files/<key>?exp&sig[&name]` (see signedFileQuery). */
  files: '/files/*',
  security: {
    auditLogs: '/security/audit-logs',
    securityIncidents: '/security/security-incidents',
    terminateUserSession: '/security/terminate_user_session',
    /** POST {resolution?}: admins mark an incident dealt with. */
    resolveIncident: '/security/security-incidents/:id/resolve',
  },
  apiKeys: {
    getAll: '/api_keys_settings/get_all_api_keys',
    getById: '/api_keys_settings/get_api_key_by_id',
    add: '/api_keys_settings/add_api_key',
    update: '/api_keys_settings/update_api_keys',
    /** POST ?key_id: a small call to the provider with the key; ok or the provider's error. */
    test: '/api_keys_settings/test_api_key',
  },
} as const;

/** The public URL path of a stored profile picture (relative to the API host). */
export const profilePicturePath = (file: string) =>
  `${API_PREFIX}${paths.user.profilePicture.replace(':file', encodeURIComponent(file))}`;
