export { createThrottle, type Guard } from './throttle.js';
