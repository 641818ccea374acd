export { HomeInsights } from './components/home-insights';
export { insightsPaths } from './paths';
