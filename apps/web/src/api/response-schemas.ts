// The schemas of the API's answers that the web app checks (client.ts). Imported only with import(): zod and these
// schemas (a long evaluation on a phone's main thread, bench/lighthouse.ts) load with the first answer that needs them,
// not with the page, whose first data came checked by the server (initial-data.ts).
import { PhotoSchema, PhotoUploadTargetSchema, SavedSearchSchema } from '@portal/domain';

export {
  ActivatedSchema,
  ActiveAdsCountSchema,
  ActiveUsersCountSchema,
  AdminImportRunPageSchema,
  AgencySchema,
  ArchivedAdSchema,
  CityListSchema,
  CitySchema,
  EstateCardListSchema,
  EstateDetailSchema,
  EstateSavedSchema,
  FavouriteIdsSchema,
  FavouriteListSchema,
  HeldWithdrawalListSchema,
  ImportIntegrationListSchema,
  ImportRunNowSchema,
  ImportStartedSchema,
  IntegrationSchema,
  LogoSavedSchema,
  ManagedEstateCardListSchema,
  MapClustersSchema,
  MessageResponseSchema,
  ModerationQueueSchema,
  OwnDecisionListSchema,
  OwnDecisionSchema,
  OwnEstateDetailSchema,
  PasswordLinkUserSchema,
  ProfileSchema,
  PromotedAdListSchema,
  PropertyAdminSchema,
  ReportAnswerSchema,
  SellerSchema,
  StatsAdsChartSchema,
  TransparencySchema,
  UnsubscribedSchema,
} from '@portal/domain';

export const SavedSearchListSchema = SavedSearchSchema.array();
export const PhotoListSchema = PhotoSchema.array();
export const PhotoUploadTargetListSchema = PhotoUploadTargetSchema.array();
