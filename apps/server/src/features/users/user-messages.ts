// The account calls answer the spec's §8 texts, shared with the web through the domain.
export { accountMessages as userMessages } from '@portal/domain';
