// The list URL remembered for 'Back to Companies' and for previous/next company links.
export const BACK_URL_KEY = "organizationsBackURL";
