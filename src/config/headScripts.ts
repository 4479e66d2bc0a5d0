/**
 * Inline scripts for <head>. They run before the theme's own inline script
 * (which the theme puts at the start of <body>), so they can repair stored
 * values that script would otherwise trust.
 */

/**
 * The theme applies whatever string is stored under `theme` as the colour
 * mode. A value other than `dark` or `light` (left by another tool or a
 * corrupted profile) is removed, so the site falls back to its default mode.
 */
export const colorModeRepairScript = `(function(){try{var s=window.localStorage,v=s.getItem('theme');if(v!==null&&v!=='dark'&&v!=='light'){s.removeItem('theme');console.warn('[site storage] ignoring an invalid stored colour mode')}}catch(e){}})();`;
