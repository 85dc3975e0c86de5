// The Sanity CLI looks for its Studio config at the project root; the config itself lives in studio/.
export { default } from './studio/sanity.config';
