export { SUBSCRIPTION_STEPS, SubscriptionSteps } from './SubscriptionSteps'
