/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation ChangeUserEmail($input: ChangeUserEmailInput!) {\n    changeUserEmail(input: $input) {\n      id\n      email\n    }\n  }\n": typeof types.ChangeUserEmailDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n      token\n      cardNearingExpiry\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation DeleteUser {\n    deleteUser {\n      success\n    }\n  }\n": typeof types.DeleteUserDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      createdAt\n      directAffiliateSignup\n      stripeCustomerId\n      cardNearingExpiry\n      card {\n        brand\n        last4\n        expMonth\n        expYear\n      }\n      testSessionsRemaining\n      emailConfirmed\n      sessionForecast {\n        daysLeft\n        runningLow\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation ConfirmEmail($input: ConfirmEmailInput!) {\n    confirmEmail(input: $input) {\n      email\n    }\n  }\n": typeof types.ConfirmEmailDocument,
    "\n  mutation ResendEmailConfirmation {\n    resendEmailConfirmation {\n      id\n      email\n      emailConfirmed\n    }\n  }\n": typeof types.ResendEmailConfirmationDocument,
    "\n  mutation SendPasswordResetEmail($input: SendPasswordResetEmailInput!) {\n    sendPasswordResetEmail(input: $input) {\n      success\n    }\n  }\n": typeof types.SendPasswordResetEmailDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation AuthenticateUser($input: AuthenticateUserInput!) {\n    authenticateUser(input: $input) {\n      id\n      token\n      cardNearingExpiry\n      secondFactor {\n        challenge\n        methods\n        passkeyOptions\n      }\n    }\n  }\n": typeof types.AuthenticateUserDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      token\n      cardNearingExpiry\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation LogOut {\n    logOut {\n      success\n    }\n  }\n": typeof types.LogOutDocument,
    "\n  mutation LogOutEverywhere {\n    logOutEverywhere {\n      success\n    }\n  }\n": typeof types.LogOutEverywhereDocument,
    "\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      email\n      session {\n        id\n        token\n        cardNearingExpiry\n      }\n    }\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  query Referrals($input: PaginationInput) {\n    referrals(input: $input) {\n      users {\n        id\n        dateCreated\n        conversionDate\n        totalPayments\n        totalCommissionsValue\n      }\n      total\n    }\n  }\n": typeof types.ReferralsDocument,
    "\n  query AffiliateSessions($limit: Int, $skip: Int) {\n    affiliateSessions(limit: $limit, skip: $skip) {\n      sessions {\n        id\n        dateTime\n      }\n      total\n    }\n  }\n": typeof types.AffiliateSessionsDocument,
    "\n  query AffiliateTransactions($limit: Int, $skip: Int, $type: AffiliateTransactionType) {\n    affiliateTransactions(limit: $limit, skip: $skip, type: $type) {\n      transactions {\n        id\n        type\n        amount\n        dateTime\n        qualified\n        qualifiesAt\n      }\n      total\n    }\n  }\n": typeof types.AffiliateTransactionsDocument,
    "\n  query AffiliateBalances {\n    affiliateBalancePending\n    affiliateBalanceQualified\n  }\n": typeof types.AffiliateBalancesDocument,
    "\n  query AffiliateMetrics {\n    affiliatePerformanceMetrics {\n      freeReferrals\n      payingReferrals\n      totalReferrals\n      freeReferralsLastWeek\n      payingReferralsLastWeek\n      freeReferralsLastMonth\n      payingReferralsLastMonth\n      freeReferralsLastQuarter\n      payingReferralsLastQuarter\n      freeReferralsLastYear\n      payingReferralsLastYear\n    }\n    affiliateSessionMetrics {\n      lastWeek\n      lastMonth\n      lastQuarter\n      lastYear\n      total\n    }\n  }\n": typeof types.AffiliateMetricsDocument,
    "\n  query AffiliatePayoutSetup {\n    affiliatePayoutsEnabled\n    userBankDetails {\n      ...BankDetailsFields\n    }\n  }\n": typeof types.AffiliatePayoutSetupDocument,
    "\n  mutation CreateAffiliateSession($referrerId: String!) {\n    createAffiliateSession(referrerId: $referrerId) {\n      success\n    }\n  }\n": typeof types.CreateAffiliateSessionDocument,
    "\n  fragment BankDetailsFields on BankDetails {\n    firstName\n    lastName\n    bankName\n    country\n    sortCode\n    accountNumber\n    iban\n    swiftBic\n  }\n": typeof types.BankDetailsFieldsFragmentDoc,
    "\n  mutation SaveUserBankDetails($input: BankDetailsInput!) {\n    saveUserBankDetails(input: $input) {\n      ...BankDetailsFields\n    }\n  }\n": typeof types.SaveUserBankDetailsDocument,
    "\n  mutation UpdateUserBankDetails($input: BankDetailsInput!) {\n    updateUserBankDetails(input: $input) {\n      ...BankDetailsFields\n    }\n  }\n": typeof types.UpdateUserBankDetailsDocument,
    "\n  mutation AddInitialAffiliatePaymentDetails {\n    addInitialAffiliatePaymentDetails\n  }\n": typeof types.AddInitialAffiliatePaymentDetailsDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        prefix\n        scope\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      scope\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation SendContactMessage($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  mutation CreateUserFeedback($input: CreateUserFeedbackInput!) {\n    createUserFeedback(input: $input) {\n      success\n    }\n  }\n": typeof types.CreateUserFeedbackDocument,
    "\n  mutation CreateGoal($websiteId: ID!, $input: GoalInput!) {\n    createGoal(websiteId: $websiteId, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateGoalDocument,
    "\n  mutation UpdateGoal($id: ID!, $input: GoalInput!) {\n    updateGoal(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.UpdateGoalDocument,
    "\n  mutation DeleteGoal($id: ID!) {\n    deleteGoal(id: $id) {\n      success\n    }\n  }\n": typeof types.DeleteGoalDocument,
    "\n  query Goals {\n    goals {\n      id\n      name\n    }\n  }\n": typeof types.GoalsDocument,
    "\n  query WebsiteGoals($websiteId: ID!) {\n    website(id: $websiteId) {\n      id\n      name\n      url\n    }\n    pages(input: { websiteId: $websiteId, limit: 1000 }) {\n      total\n      pages {\n        id\n        name\n        url\n      }\n    }\n    goals(websiteId: $websiteId) {\n      id\n      name\n      websiteId\n      kind\n      urlMatch\n      target\n      amountSelector\n    }\n  }\n": typeof types.WebsiteGoalsDocument,
    "\n  query PageScriptSeen($id: ID!) {\n    page(id: $id) {\n      id\n      url\n      scriptSeen {\n        page\n        at\n      }\n    }\n  }\n": typeof types.PageScriptSeenDocument,
    "\n  mutation CreateNewsletterSubscriber($input: CreateNewsletterSubscriberInput!) {\n    createNewsletterSubscriber(input: $input) {\n      success\n    }\n  }\n": typeof types.CreateNewsletterSubscriberDocument,
    "\n  mutation CreatePage($url: String!, $name: String!, $websiteId: ID!) {\n    createPage(url: $url, name: $name, websiteId: $websiteId) {\n      acknowledged\n      insertedId\n    }\n  }\n": typeof types.CreatePageDocument,
    "\n  mutation UpdatePage($input: UpdatePageInput!) {\n    updatePage(input: $input) {\n      id\n      name\n      url\n      lastModified\n      websiteId\n    }\n  }\n": typeof types.UpdatePageDocument,
    "\n  mutation DeletePage($id: ID!) {\n    deletePage(id: $id) {\n      success\n    }\n  }\n": typeof types.DeletePageDocument,
    "\n  query Pages($input: PagesInput) {\n    pages(input: $input) {\n      pages {\n        id\n        name\n        url\n        lastModified\n        websiteId\n        scriptSeen {\n          page\n          at\n        }\n        website {\n          id\n          name\n          url\n        }\n      }\n      total\n    }\n  }\n": typeof types.PagesDocument,
    "\n  query Page($id: ID!) {\n    page(id: $id) {\n      id\n      name\n      url\n      lastModified\n      websiteId\n      scriptSeen {\n        page\n        at\n      }\n      website {\n        id\n        name\n        url\n      }\n    }\n  }\n": typeof types.PageDocument,
    "\n  mutation ProcessCardUpdateSession($customerId: String!) {\n    processCardUpdateSession(customerId: $customerId) {\n      id\n      url\n    }\n  }\n": typeof types.ProcessCardUpdateSessionDocument,
    "\n  mutation ProcessCheckoutSession($email: String!, $credits: Float!) {\n    processCheckoutSession(email: $email, credits: $credits) {\n      id\n      url\n    }\n  }\n": typeof types.ProcessCheckoutSessionDocument,
    "\n  query Checkout($id: ID!) {\n    checkout(id: $id) {\n      id\n      status\n      sessions\n      amountMinor\n    }\n    testSessionsRemaining\n  }\n": typeof types.CheckoutDocument,
    "\n  query SessionPrices {\n    sessionPrices {\n      version\n      minimumSessions\n      maximumSessions\n      tiers {\n        upTo\n        pencePer1000\n      }\n    }\n  }\n": typeof types.SessionPricesDocument,
    "\n  query SessionPrice($sessions: Float!) {\n    sessionPrice(sessions: $sessions) {\n      sessions\n      amountMinor\n      priceVersion\n    }\n  }\n": typeof types.SessionPriceDocument,
    "\n  mutation CreateAvatarGoal($input: AvatarGoalInput!) {\n    createAvatarGoal(input: $input) {\n      goalCategoryId\n    }\n  }\n": typeof types.CreateAvatarGoalDocument,
    "\n  mutation UpdateAvatarGoal($input: AvatarGoalInput!) {\n    updateAvatarGoal(input: $input) {\n      goalCategoryId\n    }\n  }\n": typeof types.UpdateAvatarGoalDocument,
    "\n  mutation CreateAvatarBusiness($input: AvatarBusinessInput!) {\n    createAvatarBusiness(input: $input) {\n      businessName\n    }\n  }\n": typeof types.CreateAvatarBusinessDocument,
    "\n  mutation UpdateAvatarBusiness($input: AvatarBusinessInput!) {\n    updateAvatarBusiness(input: $input) {\n      businessName\n    }\n  }\n": typeof types.UpdateAvatarBusinessDocument,
    "\n  mutation CreateAvatarDemographics($input: AvatarDemographicsInput!) {\n    createAvatarDemographics(input: $input) {\n      nickname\n    }\n  }\n": typeof types.CreateAvatarDemographicsDocument,
    "\n  mutation UpdateAvatarDemographics($input: AvatarDemographicsInput!) {\n    updateAvatarDemographics(input: $input) {\n      nickname\n    }\n  }\n": typeof types.UpdateAvatarDemographicsDocument,
    "\n  mutation CreateAvatarPreviousExperience($input: AvatarPreviousExperienceInput!) {\n    createAvatarPreviousExperience(input: $input) {\n      competitorIds\n    }\n  }\n": typeof types.CreateAvatarPreviousExperienceDocument,
    "\n  mutation UpdateAvatarPreviousExperience($input: AvatarPreviousExperienceInput!) {\n    updateAvatarPreviousExperience(input: $input) {\n      competitorIds\n    }\n  }\n": typeof types.UpdateAvatarPreviousExperienceDocument,
    "\n  query ProfileAnswers {\n    avatarGoal {\n      goalCategoryId\n      otherGoalCategory\n      goalComment\n      improvements\n      useCase\n      siteConcerns\n    }\n    avatarBusiness {\n      businessName\n      industryId\n      otherIndustry\n      monthlyWebsiteTrafficId\n      numEmployees\n      primaryObjectiveId\n      otherPrimaryObjective\n    }\n    avatarDemographics {\n      nickname\n      gender\n      dob\n      countryId\n      educationLevelId\n      jobCategoryId\n      otherJobCategory\n      businessPosition\n      techSavvy\n    }\n    avatarPreviousExperience {\n      competitorIds\n      otherCompetitor\n      notes\n    }\n    avatarProfileProgress {\n      savedSteps\n      stepToResume\n      complete\n    }\n  }\n": typeof types.ProfileAnswersDocument,
    "\n  query ProfileOptions {\n    getAvailableAvatarGoals {\n      id\n      goalName\n    }\n    getAvatarBusinessIndustries {\n      id\n      name\n    }\n    getAvatarBusinessTrafficOptions {\n      id\n      name\n    }\n    getAvatarBusinessWebsiteObjectives {\n      id\n      name\n    }\n    countries {\n      id\n      name\n    }\n    educationLevels {\n      id\n      name\n    }\n    jobCategories {\n      id\n      name\n    }\n    competitors {\n      id\n      name\n    }\n  }\n": typeof types.ProfileOptionsDocument,
    "\n  fragment ResultsFigures on TestResults {\n    goalMetric\n    goalKind\n    sessions\n    maxCases\n    controlValue\n    comparisons {\n      variantId\n      variantNo\n      sessions\n      value\n      pValue\n      chanceToBeatControl\n      lift {\n        estimate\n        lower\n        upper\n      }\n      sequential {\n        lower\n        upper\n        liftLower\n        liftUpper\n        significant\n      }\n    }\n    goals {\n      goalId\n      name\n      role\n      kind\n      metric\n      revenue\n      controlValue\n      revenueCap\n      valueCap\n      called\n      guardrailBroken\n      variants {\n        variantId\n        variantNo\n        visitors\n        conversions\n        revenue\n      }\n      comparisons {\n        variantId\n        value\n        pValue\n        chanceToBeatControl\n        lift {\n          estimate\n          lower\n          upper\n        }\n        sequential {\n          lower\n          upper\n          liftLower\n          liftUpper\n          significant\n        }\n      }\n    }\n    sampleRatio {\n      pValue\n      mismatch\n    }\n    networks {\n      largestShare\n      concentrated\n    }\n    verdict {\n      kind\n      action\n      variantNo\n      chance\n      waitingForFullWeek\n      unreliableBecause\n      oneNetworkShare\n      outlook {\n        sessions\n        days\n        moreThanAYear\n        withinTest\n      }\n      causes {\n        kind\n        variantNo\n        redirects\n      }\n      harmedGuardrails\n    }\n    minimumLift\n    dailySessions\n    liftOverTime {\n      day\n      variantNo\n      sessions\n      lift\n      lower\n      upper\n    }\n  }\n": typeof types.ResultsFiguresFragmentDoc,
    "\n  fragment PerformanceFigures on TestPerformance {\n    variantId\n    variantNo\n    sessions\n    avgClicks\n    avgFormSubmits\n    avgScrolledDownPercentage\n    medianTimeOnPage\n    bounceRate\n    buttonData {\n      avgClicks\n      avgHovers\n    }\n    formData {\n      avgClicks\n      avgHovers\n      submissionRate\n      medianTimeSpent\n    }\n  }\n": typeof types.PerformanceFiguresFragmentDoc,
    "\n  query TestResultsPage($id: ID!) {\n    test(id: $id) {\n      id\n      name\n      active\n      status\n      shippedVariantId\n      goalName\n      maxCases\n      currency\n      changes {\n        what\n        at\n      }\n      variants {\n        id\n        name\n        variantNo\n        isControl\n        trafficAllocation\n        pageRedirectUrl\n      }\n      shareLink {\n        id\n        createdAt\n      }\n    }\n    testResults(testId: $id) {\n      ...ResultsFigures\n    }\n    testPerformanceData(testId: $id) {\n      ...PerformanceFigures\n    }\n    testSessionsRemaining\n  }\n": typeof types.TestResultsPageDocument,
    "\n  query SharedResults($token: String!) {\n    sharedTestResults(token: $token) {\n      test {\n        id\n        name\n        goalName\n        maxCases\n        currency\n        live\n        changes {\n          what\n          at\n        }\n        variants {\n          id\n          name\n          variantNo\n          isControl\n          trafficAllocation\n        }\n      }\n      testResults {\n        ...ResultsFigures\n      }\n      testPerformanceData {\n        ...PerformanceFigures\n      }\n    }\n  }\n": typeof types.SharedResultsDocument,
    "\n  mutation CreateTestShareLink($testId: ID!) {\n    createTestShareLink(testId: $testId) {\n      token\n      shareLink {\n        id\n        createdAt\n      }\n    }\n  }\n": typeof types.CreateTestShareLinkDocument,
    "\n  mutation RevokeTestShareLink($testId: ID!) {\n    revokeTestShareLink(testId: $testId) {\n      success\n    }\n  }\n": typeof types.RevokeTestShareLinkDocument,
    "\n  query SecondFactors {\n    secondFactors {\n      totpEnabled\n      recoveryCodesLeft\n      passkeys {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": typeof types.SecondFactorsDocument,
    "\n  mutation AuthenticateSecondFactor($input: AuthenticateSecondFactorInput!) {\n    authenticateSecondFactor(input: $input) {\n      id\n      token\n      cardNearingExpiry\n    }\n  }\n": typeof types.AuthenticateSecondFactorDocument,
    "\n  mutation StartTotpEnrolment {\n    startTotpEnrolment {\n      secret\n      qrCodeSvg\n    }\n  }\n": typeof types.StartTotpEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($input: ConfirmTotpEnrolmentInput!) {\n    confirmTotpEnrolment(input: $input) {\n      recoveryCodes\n    }\n  }\n": typeof types.ConfirmTotpEnrolmentDocument,
    "\n  mutation TurnOffTotp($input: CurrentPasswordInput!) {\n    turnOffTotp(input: $input) {\n      success\n    }\n  }\n": typeof types.TurnOffTotpDocument,
    "\n  mutation RegenerateRecoveryCodes($input: CurrentPasswordInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      recoveryCodes\n    }\n  }\n": typeof types.RegenerateRecoveryCodesDocument,
    "\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration {\n      options\n    }\n  }\n": typeof types.StartPasskeyRegistrationDocument,
    "\n  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {\n    finishPasskeyRegistration(input: $input) {\n      passkey {\n        id\n        name\n      }\n      recoveryCodes\n    }\n  }\n": typeof types.FinishPasskeyRegistrationDocument,
    "\n  mutation RemovePasskey($input: RemovePasskeyInput!) {\n    removePasskey(input: $input) {\n      success\n    }\n  }\n": typeof types.RemovePasskeyDocument,
    "\n  query TestsList($input: TestsInput) {\n    tests(input: $input) {\n      tests {\n        id\n        name\n        status\n        startDate\n        endDate\n        pageUrl\n        testSessionsCount\n        variants {\n          variantNo\n        }\n        verdict {\n          kind\n          variantNo\n          chance\n          unreliableBecause\n        }\n      }\n      total\n    }\n  }\n": typeof types.TestsListDocument,
    "\n  mutation UpdateTest($input: UpdateTestInput!) {\n    updateTest(input: $input) {\n      id\n      name\n      description\n      goalId\n      goalName\n      startDate\n      endDate\n      maxCases\n      minimumLiftPercent\n      whenDecided\n      targetDeviceNames\n      lastModified\n      changes {\n        what\n        at\n      }\n    }\n  }\n": typeof types.UpdateTestDocument,
    "\n  query TestDurationEstimate($input: TestDurationEstimateInput!) {\n    testDurationEstimate(input: $input) {\n      recentDailySessions\n      dailySessions\n      trafficSource\n      baselineKind\n      baseline\n      baselineSource\n      sessionsPerArm\n      totalSessions\n      days\n      availableDays\n      feasible\n      problems\n    }\n  }\n": typeof types.TestDurationEstimateDocument,
    "\n  mutation CreateTest($input: CreateTestInput!) {\n    createTest(input: $input) {\n      acknowledged\n      insertedId\n    }\n  }\n": typeof types.CreateTestDocument,
    "\n  mutation ActivateTest($id: ID!) {\n    activateTest(id: $id) {\n      id\n      active\n      lastModified\n    }\n  }\n": typeof types.ActivateTestDocument,
    "\n  mutation MakeTestInactive($id: ID!) {\n    makeTestInactive(id: $id) {\n      id\n      active\n      lastModified\n    }\n  }\n": typeof types.MakeTestInactiveDocument,
    "\n  mutation DeleteTest($id: ID!) {\n    deleteTest(id: $id) {\n      success\n    }\n  }\n": typeof types.DeleteTestDocument,
    "\n  mutation DeleteTestDataForTest($id: ID!) {\n    deleteTestDataForTest(id: $id) {\n      id\n      testSessionsCount\n    }\n  }\n": typeof types.DeleteTestDataForTestDocument,
    "\n  mutation SetTrafficAllocations($input: SetTrafficAllocationsInput!) {\n    setTrafficAllocations(input: $input) {\n      id\n      trafficAllocation\n    }\n  }\n": typeof types.SetTrafficAllocationsDocument,
    "\n  mutation StopTest($id: ID!) {\n    stopTest(id: $id) {\n      id\n      active\n      status\n      stoppedAt\n    }\n  }\n": typeof types.StopTestDocument,
    "\n  mutation ShipWinner($input: ShipWinnerInput!) {\n    shipWinner(input: $input) {\n      id\n      active\n      status\n      shippedVariantId\n    }\n  }\n": typeof types.ShipWinnerDocument,
    "\n  mutation UndoShipWinner($id: ID!) {\n    undoShipWinner(id: $id) {\n      id\n      status\n      shippedVariantId\n    }\n  }\n": typeof types.UndoShipWinnerDocument,
    "\n  query Test($id: ID!) {\n    test(id: $id) {\n      id\n      name\n      description\n      active\n      status\n      stoppedAt\n      shippedVariantId\n      createdAt\n      startDate\n      endDate\n      lastModified\n      goalId\n      goalName\n      secondaryGoals {\n        guardrail\n        goal {\n          id\n        }\n      }\n      maxCases\n      minimumLiftPercent\n      whenDecided\n      pageId\n      pageUrl\n      websiteId\n      websiteUrl\n      targetDeviceNames\n      testSessionsCount\n      visitsLeftOut {\n        bots\n        otherOrigins\n      }\n      variantRedirectUrls\n      variants {\n        id\n        name\n        description\n        variantNo\n        isControl\n        hasRedirect\n        pageRedirectUrl\n        cssCode\n        jsCode\n        trafficAllocation\n      }\n    }\n  }\n": typeof types.TestDocument,
    "\n  mutation CreateVisualEditorLink($variantId: ID!) {\n    createVisualEditorLink(variantId: $variantId) {\n      url\n      expiresAt\n    }\n  }\n": typeof types.CreateVisualEditorLinkDocument,
    "\n  mutation CreateTestVariant($input: CreateTestVariantInput!) {\n    createTestVariant(input: $input) {\n      id\n      name\n      variantNo\n      trafficAllocation\n    }\n  }\n": typeof types.CreateTestVariantDocument,
    "\n  mutation UpdateTestVariant($input: UpdateTestVariantInput!) {\n    updateTestVariant(input: $input) {\n      id\n      name\n      description\n      cssCode\n      jsCode\n      hasRedirect\n      pageRedirectUrl\n      trafficAllocation\n      lastModified\n    }\n  }\n": typeof types.UpdateTestVariantDocument,
    "\n  mutation DeleteTestVariant($id: ID!) {\n    deleteTestVariant(id: $id) {\n      success\n    }\n  }\n": typeof types.DeleteTestVariantDocument,
    "\n  query TestVariant($id: ID!) {\n    testVariant(id: $id) {\n      id\n      testId\n      name\n      description\n      variantNo\n      isControl\n      hasRedirect\n      pageRedirectUrl\n      cssCode\n      jsCode\n      trafficAllocation\n      createdAt\n      lastModified\n    }\n  }\n": typeof types.TestVariantDocument,
    "\n  query TestVariants($testId: ID!) {\n    testVariants(id: $testId) {\n      id\n      name\n      variantNo\n      isControl\n      trafficAllocation\n    }\n  }\n": typeof types.TestVariantsDocument,
    "\n  query Webhooks {\n    webhooks {\n      id\n      kind\n      url\n      createdAt\n    }\n  }\n": typeof types.WebhooksDocument,
    "\n  query WebhookDeliveries($id: ID!) {\n    webhook(id: $id) {\n      id\n      deliveries(limit: 20) {\n        id\n        event\n        status\n        attempts\n        lastStatusCode\n        lastError\n        createdAt\n        lastAttemptAt\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      signingSecret\n      webhook {\n        id\n        kind\n        url\n      }\n    }\n  }\n": typeof types.CreateWebhookDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      success\n    }\n  }\n": typeof types.DeleteWebhookDocument,
    "\n  mutation CreateWebsite($url: String!, $name: String!) {\n    createWebsite(url: $url, name: $name) {\n      acknowledged\n      insertedId\n    }\n  }\n": typeof types.CreateWebsiteDocument,
    "\n  mutation UpdateWebsite($input: UpdateWebsiteInput!) {\n    updateWebsite(input: $input) {\n      id\n      url\n      name\n      maxOrderValue\n      currency\n      extraOrigins\n      dailySessionBudget\n      lastModified\n    }\n  }\n": typeof types.UpdateWebsiteDocument,
    "\n  mutation DeleteWebsite($id: ID!) {\n    deleteWebsite(id: $id) {\n      success\n    }\n  }\n": typeof types.DeleteWebsiteDocument,
    "\n  query Websites($limit: Int, $skip: Int) {\n    websites(limit: $limit, skip: $skip) {\n      websites {\n        id\n        url\n        name\n        maxOrderValue\n        currency\n        extraOrigins\n        dailySessionBudget\n        lastModified\n        scriptSeen {\n          page\n          at\n        }\n        scriptSeenNearby {\n          page\n          at\n        }\n      }\n      total\n    }\n  }\n": typeof types.WebsitesDocument,
    "\n  query Website($id: ID!) {\n    website(id: $id) {\n      id\n      url\n      name\n      maxOrderValue\n      currency\n      extraOrigins\n      dailySessionBudget\n      lastModified\n      scriptSeen {\n        page\n        at\n      }\n      scriptSeenNearby {\n        page\n        at\n      }\n    }\n  }\n": typeof types.WebsiteDocument,
};
const documents: Documents = {
    "\n  mutation ChangeUserEmail($input: ChangeUserEmailInput!) {\n    changeUserEmail(input: $input) {\n      id\n      email\n    }\n  }\n": types.ChangeUserEmailDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n      token\n      cardNearingExpiry\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation DeleteUser {\n    deleteUser {\n      success\n    }\n  }\n": types.DeleteUserDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      createdAt\n      directAffiliateSignup\n      stripeCustomerId\n      cardNearingExpiry\n      card {\n        brand\n        last4\n        expMonth\n        expYear\n      }\n      testSessionsRemaining\n      emailConfirmed\n      sessionForecast {\n        daysLeft\n        runningLow\n      }\n    }\n  }\n": types.MeDocument,
    "\n  mutation ConfirmEmail($input: ConfirmEmailInput!) {\n    confirmEmail(input: $input) {\n      email\n    }\n  }\n": types.ConfirmEmailDocument,
    "\n  mutation ResendEmailConfirmation {\n    resendEmailConfirmation {\n      id\n      email\n      emailConfirmed\n    }\n  }\n": types.ResendEmailConfirmationDocument,
    "\n  mutation SendPasswordResetEmail($input: SendPasswordResetEmailInput!) {\n    sendPasswordResetEmail(input: $input) {\n      success\n    }\n  }\n": types.SendPasswordResetEmailDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation AuthenticateUser($input: AuthenticateUserInput!) {\n    authenticateUser(input: $input) {\n      id\n      token\n      cardNearingExpiry\n      secondFactor {\n        challenge\n        methods\n        passkeyOptions\n      }\n    }\n  }\n": types.AuthenticateUserDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      token\n      cardNearingExpiry\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation LogOut {\n    logOut {\n      success\n    }\n  }\n": types.LogOutDocument,
    "\n  mutation LogOutEverywhere {\n    logOutEverywhere {\n      success\n    }\n  }\n": types.LogOutEverywhereDocument,
    "\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      email\n      session {\n        id\n        token\n        cardNearingExpiry\n      }\n    }\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  query Referrals($input: PaginationInput) {\n    referrals(input: $input) {\n      users {\n        id\n        dateCreated\n        conversionDate\n        totalPayments\n        totalCommissionsValue\n      }\n      total\n    }\n  }\n": types.ReferralsDocument,
    "\n  query AffiliateSessions($limit: Int, $skip: Int) {\n    affiliateSessions(limit: $limit, skip: $skip) {\n      sessions {\n        id\n        dateTime\n      }\n      total\n    }\n  }\n": types.AffiliateSessionsDocument,
    "\n  query AffiliateTransactions($limit: Int, $skip: Int, $type: AffiliateTransactionType) {\n    affiliateTransactions(limit: $limit, skip: $skip, type: $type) {\n      transactions {\n        id\n        type\n        amount\n        dateTime\n        qualified\n        qualifiesAt\n      }\n      total\n    }\n  }\n": types.AffiliateTransactionsDocument,
    "\n  query AffiliateBalances {\n    affiliateBalancePending\n    affiliateBalanceQualified\n  }\n": types.AffiliateBalancesDocument,
    "\n  query AffiliateMetrics {\n    affiliatePerformanceMetrics {\n      freeReferrals\n      payingReferrals\n      totalReferrals\n      freeReferralsLastWeek\n      payingReferralsLastWeek\n      freeReferralsLastMonth\n      payingReferralsLastMonth\n      freeReferralsLastQuarter\n      payingReferralsLastQuarter\n      freeReferralsLastYear\n      payingReferralsLastYear\n    }\n    affiliateSessionMetrics {\n      lastWeek\n      lastMonth\n      lastQuarter\n      lastYear\n      total\n    }\n  }\n": types.AffiliateMetricsDocument,
    "\n  query AffiliatePayoutSetup {\n    affiliatePayoutsEnabled\n    userBankDetails {\n      ...BankDetailsFields\n    }\n  }\n": types.AffiliatePayoutSetupDocument,
    "\n  mutation CreateAffiliateSession($referrerId: String!) {\n    createAffiliateSession(referrerId: $referrerId) {\n      success\n    }\n  }\n": types.CreateAffiliateSessionDocument,
    "\n  fragment BankDetailsFields on BankDetails {\n    firstName\n    lastName\n    bankName\n    country\n    sortCode\n    accountNumber\n    iban\n    swiftBic\n  }\n": types.BankDetailsFieldsFragmentDoc,
    "\n  mutation SaveUserBankDetails($input: BankDetailsInput!) {\n    saveUserBankDetails(input: $input) {\n      ...BankDetailsFields\n    }\n  }\n": types.SaveUserBankDetailsDocument,
    "\n  mutation UpdateUserBankDetails($input: BankDetailsInput!) {\n    updateUserBankDetails(input: $input) {\n      ...BankDetailsFields\n    }\n  }\n": types.UpdateUserBankDetailsDocument,
    "\n  mutation AddInitialAffiliatePaymentDetails {\n    addInitialAffiliatePaymentDetails\n  }\n": types.AddInitialAffiliatePaymentDetailsDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        prefix\n        scope\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      scope\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation SendContactMessage($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  mutation CreateUserFeedback($input: CreateUserFeedbackInput!) {\n    createUserFeedback(input: $input) {\n      success\n    }\n  }\n": types.CreateUserFeedbackDocument,
    "\n  mutation CreateGoal($websiteId: ID!, $input: GoalInput!) {\n    createGoal(websiteId: $websiteId, input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateGoalDocument,
    "\n  mutation UpdateGoal($id: ID!, $input: GoalInput!) {\n    updateGoal(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n": types.UpdateGoalDocument,
    "\n  mutation DeleteGoal($id: ID!) {\n    deleteGoal(id: $id) {\n      success\n    }\n  }\n": types.DeleteGoalDocument,
    "\n  query Goals {\n    goals {\n      id\n      name\n    }\n  }\n": types.GoalsDocument,
    "\n  query WebsiteGoals($websiteId: ID!) {\n    website(id: $websiteId) {\n      id\n      name\n      url\n    }\n    pages(input: { websiteId: $websiteId, limit: 1000 }) {\n      total\n      pages {\n        id\n        name\n        url\n      }\n    }\n    goals(websiteId: $websiteId) {\n      id\n      name\n      websiteId\n      kind\n      urlMatch\n      target\n      amountSelector\n    }\n  }\n": types.WebsiteGoalsDocument,
    "\n  query PageScriptSeen($id: ID!) {\n    page(id: $id) {\n      id\n      url\n      scriptSeen {\n        page\n        at\n      }\n    }\n  }\n": types.PageScriptSeenDocument,
    "\n  mutation CreateNewsletterSubscriber($input: CreateNewsletterSubscriberInput!) {\n    createNewsletterSubscriber(input: $input) {\n      success\n    }\n  }\n": types.CreateNewsletterSubscriberDocument,
    "\n  mutation CreatePage($url: String!, $name: String!, $websiteId: ID!) {\n    createPage(url: $url, name: $name, websiteId: $websiteId) {\n      acknowledged\n      insertedId\n    }\n  }\n": types.CreatePageDocument,
    "\n  mutation UpdatePage($input: UpdatePageInput!) {\n    updatePage(input: $input) {\n      id\n      name\n      url\n      lastModified\n      websiteId\n    }\n  }\n": types.UpdatePageDocument,
    "\n  mutation DeletePage($id: ID!) {\n    deletePage(id: $id) {\n      success\n    }\n  }\n": types.DeletePageDocument,
    "\n  query Pages($input: PagesInput) {\n    pages(input: $input) {\n      pages {\n        id\n        name\n        url\n        lastModified\n        websiteId\n        scriptSeen {\n          page\n          at\n        }\n        website {\n          id\n          name\n          url\n        }\n      }\n      total\n    }\n  }\n": types.PagesDocument,
    "\n  query Page($id: ID!) {\n    page(id: $id) {\n      id\n      name\n      url\n      lastModified\n      websiteId\n      scriptSeen {\n        page\n        at\n      }\n      website {\n        id\n        name\n        url\n      }\n    }\n  }\n": types.PageDocument,
    "\n  mutation ProcessCardUpdateSession($customerId: String!) {\n    processCardUpdateSession(customerId: $customerId) {\n      id\n      url\n    }\n  }\n": types.ProcessCardUpdateSessionDocument,
    "\n  mutation ProcessCheckoutSession($email: String!, $credits: Float!) {\n    processCheckoutSession(email: $email, credits: $credits) {\n      id\n      url\n    }\n  }\n": types.ProcessCheckoutSessionDocument,
    "\n  query Checkout($id: ID!) {\n    checkout(id: $id) {\n      id\n      status\n      sessions\n      amountMinor\n    }\n    testSessionsRemaining\n  }\n": types.CheckoutDocument,
    "\n  query SessionPrices {\n    sessionPrices {\n      version\n      minimumSessions\n      maximumSessions\n      tiers {\n        upTo\n        pencePer1000\n      }\n    }\n  }\n": types.SessionPricesDocument,
    "\n  query SessionPrice($sessions: Float!) {\n    sessionPrice(sessions: $sessions) {\n      sessions\n      amountMinor\n      priceVersion\n    }\n  }\n": types.SessionPriceDocument,
    "\n  mutation CreateAvatarGoal($input: AvatarGoalInput!) {\n    createAvatarGoal(input: $input) {\n      goalCategoryId\n    }\n  }\n": types.CreateAvatarGoalDocument,
    "\n  mutation UpdateAvatarGoal($input: AvatarGoalInput!) {\n    updateAvatarGoal(input: $input) {\n      goalCategoryId\n    }\n  }\n": types.UpdateAvatarGoalDocument,
    "\n  mutation CreateAvatarBusiness($input: AvatarBusinessInput!) {\n    createAvatarBusiness(input: $input) {\n      businessName\n    }\n  }\n": types.CreateAvatarBusinessDocument,
    "\n  mutation UpdateAvatarBusiness($input: AvatarBusinessInput!) {\n    updateAvatarBusiness(input: $input) {\n      businessName\n    }\n  }\n": types.UpdateAvatarBusinessDocument,
    "\n  mutation CreateAvatarDemographics($input: AvatarDemographicsInput!) {\n    createAvatarDemographics(input: $input) {\n      nickname\n    }\n  }\n": types.CreateAvatarDemographicsDocument,
    "\n  mutation UpdateAvatarDemographics($input: AvatarDemographicsInput!) {\n    updateAvatarDemographics(input: $input) {\n      nickname\n    }\n  }\n": types.UpdateAvatarDemographicsDocument,
    "\n  mutation CreateAvatarPreviousExperience($input: AvatarPreviousExperienceInput!) {\n    createAvatarPreviousExperience(input: $input) {\n      competitorIds\n    }\n  }\n": types.CreateAvatarPreviousExperienceDocument,
    "\n  mutation UpdateAvatarPreviousExperience($input: AvatarPreviousExperienceInput!) {\n    updateAvatarPreviousExperience(input: $input) {\n      competitorIds\n    }\n  }\n": types.UpdateAvatarPreviousExperienceDocument,
    "\n  query ProfileAnswers {\n    avatarGoal {\n      goalCategoryId\n      otherGoalCategory\n      goalComment\n      improvements\n      useCase\n      siteConcerns\n    }\n    avatarBusiness {\n      businessName\n      industryId\n      otherIndustry\n      monthlyWebsiteTrafficId\n      numEmployees\n      primaryObjectiveId\n      otherPrimaryObjective\n    }\n    avatarDemographics {\n      nickname\n      gender\n      dob\n      countryId\n      educationLevelId\n      jobCategoryId\n      otherJobCategory\n      businessPosition\n      techSavvy\n    }\n    avatarPreviousExperience {\n      competitorIds\n      otherCompetitor\n      notes\n    }\n    avatarProfileProgress {\n      savedSteps\n      stepToResume\n      complete\n    }\n  }\n": types.ProfileAnswersDocument,
    "\n  query ProfileOptions {\n    getAvailableAvatarGoals {\n      id\n      goalName\n    }\n    getAvatarBusinessIndustries {\n      id\n      name\n    }\n    getAvatarBusinessTrafficOptions {\n      id\n      name\n    }\n    getAvatarBusinessWebsiteObjectives {\n      id\n      name\n    }\n    countries {\n      id\n      name\n    }\n    educationLevels {\n      id\n      name\n    }\n    jobCategories {\n      id\n      name\n    }\n    competitors {\n      id\n      name\n    }\n  }\n": types.ProfileOptionsDocument,
    "\n  fragment ResultsFigures on TestResults {\n    goalMetric\n    goalKind\n    sessions\n    maxCases\n    controlValue\n    comparisons {\n      variantId\n      variantNo\n      sessions\n      value\n      pValue\n      chanceToBeatControl\n      lift {\n        estimate\n        lower\n        upper\n      }\n      sequential {\n        lower\n        upper\n        liftLower\n        liftUpper\n        significant\n      }\n    }\n    goals {\n      goalId\n      name\n      role\n      kind\n      metric\n      revenue\n      controlValue\n      revenueCap\n      valueCap\n      called\n      guardrailBroken\n      variants {\n        variantId\n        variantNo\n        visitors\n        conversions\n        revenue\n      }\n      comparisons {\n        variantId\n        value\n        pValue\n        chanceToBeatControl\n        lift {\n          estimate\n          lower\n          upper\n        }\n        sequential {\n          lower\n          upper\n          liftLower\n          liftUpper\n          significant\n        }\n      }\n    }\n    sampleRatio {\n      pValue\n      mismatch\n    }\n    networks {\n      largestShare\n      concentrated\n    }\n    verdict {\n      kind\n      action\n      variantNo\n      chance\n      waitingForFullWeek\n      unreliableBecause\n      oneNetworkShare\n      outlook {\n        sessions\n        days\n        moreThanAYear\n        withinTest\n      }\n      causes {\n        kind\n        variantNo\n        redirects\n      }\n      harmedGuardrails\n    }\n    minimumLift\n    dailySessions\n    liftOverTime {\n      day\n      variantNo\n      sessions\n      lift\n      lower\n      upper\n    }\n  }\n": types.ResultsFiguresFragmentDoc,
    "\n  fragment PerformanceFigures on TestPerformance {\n    variantId\n    variantNo\n    sessions\n    avgClicks\n    avgFormSubmits\n    avgScrolledDownPercentage\n    medianTimeOnPage\n    bounceRate\n    buttonData {\n      avgClicks\n      avgHovers\n    }\n    formData {\n      avgClicks\n      avgHovers\n      submissionRate\n      medianTimeSpent\n    }\n  }\n": types.PerformanceFiguresFragmentDoc,
    "\n  query TestResultsPage($id: ID!) {\n    test(id: $id) {\n      id\n      name\n      active\n      status\n      shippedVariantId\n      goalName\n      maxCases\n      currency\n      changes {\n        what\n        at\n      }\n      variants {\n        id\n        name\n        variantNo\n        isControl\n        trafficAllocation\n        pageRedirectUrl\n      }\n      shareLink {\n        id\n        createdAt\n      }\n    }\n    testResults(testId: $id) {\n      ...ResultsFigures\n    }\n    testPerformanceData(testId: $id) {\n      ...PerformanceFigures\n    }\n    testSessionsRemaining\n  }\n": types.TestResultsPageDocument,
    "\n  query SharedResults($token: String!) {\n    sharedTestResults(token: $token) {\n      test {\n        id\n        name\n        goalName\n        maxCases\n        currency\n        live\n        changes {\n          what\n          at\n        }\n        variants {\n          id\n          name\n          variantNo\n          isControl\n          trafficAllocation\n        }\n      }\n      testResults {\n        ...ResultsFigures\n      }\n      testPerformanceData {\n        ...PerformanceFigures\n      }\n    }\n  }\n": types.SharedResultsDocument,
    "\n  mutation CreateTestShareLink($testId: ID!) {\n    createTestShareLink(testId: $testId) {\n      token\n      shareLink {\n        id\n        createdAt\n      }\n    }\n  }\n": types.CreateTestShareLinkDocument,
    "\n  mutation RevokeTestShareLink($testId: ID!) {\n    revokeTestShareLink(testId: $testId) {\n      success\n    }\n  }\n": types.RevokeTestShareLinkDocument,
    "\n  query SecondFactors {\n    secondFactors {\n      totpEnabled\n      recoveryCodesLeft\n      passkeys {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": types.SecondFactorsDocument,
    "\n  mutation AuthenticateSecondFactor($input: AuthenticateSecondFactorInput!) {\n    authenticateSecondFactor(input: $input) {\n      id\n      token\n      cardNearingExpiry\n    }\n  }\n": types.AuthenticateSecondFactorDocument,
    "\n  mutation StartTotpEnrolment {\n    startTotpEnrolment {\n      secret\n      qrCodeSvg\n    }\n  }\n": types.StartTotpEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($input: ConfirmTotpEnrolmentInput!) {\n    confirmTotpEnrolment(input: $input) {\n      recoveryCodes\n    }\n  }\n": types.ConfirmTotpEnrolmentDocument,
    "\n  mutation TurnOffTotp($input: CurrentPasswordInput!) {\n    turnOffTotp(input: $input) {\n      success\n    }\n  }\n": types.TurnOffTotpDocument,
    "\n  mutation RegenerateRecoveryCodes($input: CurrentPasswordInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      recoveryCodes\n    }\n  }\n": types.RegenerateRecoveryCodesDocument,
    "\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration {\n      options\n    }\n  }\n": types.StartPasskeyRegistrationDocument,
    "\n  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {\n    finishPasskeyRegistration(input: $input) {\n      passkey {\n        id\n        name\n      }\n      recoveryCodes\n    }\n  }\n": types.FinishPasskeyRegistrationDocument,
    "\n  mutation RemovePasskey($input: RemovePasskeyInput!) {\n    removePasskey(input: $input) {\n      success\n    }\n  }\n": types.RemovePasskeyDocument,
    "\n  query TestsList($input: TestsInput) {\n    tests(input: $input) {\n      tests {\n        id\n        name\n        status\n        startDate\n        endDate\n        pageUrl\n        testSessionsCount\n        variants {\n          variantNo\n        }\n        verdict {\n          kind\n          variantNo\n          chance\n          unreliableBecause\n        }\n      }\n      total\n    }\n  }\n": types.TestsListDocument,
    "\n  mutation UpdateTest($input: UpdateTestInput!) {\n    updateTest(input: $input) {\n      id\n      name\n      description\n      goalId\n      goalName\n      startDate\n      endDate\n      maxCases\n      minimumLiftPercent\n      whenDecided\n      targetDeviceNames\n      lastModified\n      changes {\n        what\n        at\n      }\n    }\n  }\n": types.UpdateTestDocument,
    "\n  query TestDurationEstimate($input: TestDurationEstimateInput!) {\n    testDurationEstimate(input: $input) {\n      recentDailySessions\n      dailySessions\n      trafficSource\n      baselineKind\n      baseline\n      baselineSource\n      sessionsPerArm\n      totalSessions\n      days\n      availableDays\n      feasible\n      problems\n    }\n  }\n": types.TestDurationEstimateDocument,
    "\n  mutation CreateTest($input: CreateTestInput!) {\n    createTest(input: $input) {\n      acknowledged\n      insertedId\n    }\n  }\n": types.CreateTestDocument,
    "\n  mutation ActivateTest($id: ID!) {\n    activateTest(id: $id) {\n      id\n      active\n      lastModified\n    }\n  }\n": types.ActivateTestDocument,
    "\n  mutation MakeTestInactive($id: ID!) {\n    makeTestInactive(id: $id) {\n      id\n      active\n      lastModified\n    }\n  }\n": types.MakeTestInactiveDocument,
    "\n  mutation DeleteTest($id: ID!) {\n    deleteTest(id: $id) {\n      success\n    }\n  }\n": types.DeleteTestDocument,
    "\n  mutation DeleteTestDataForTest($id: ID!) {\n    deleteTestDataForTest(id: $id) {\n      id\n      testSessionsCount\n    }\n  }\n": types.DeleteTestDataForTestDocument,
    "\n  mutation SetTrafficAllocations($input: SetTrafficAllocationsInput!) {\n    setTrafficAllocations(input: $input) {\n      id\n      trafficAllocation\n    }\n  }\n": types.SetTrafficAllocationsDocument,
    "\n  mutation StopTest($id: ID!) {\n    stopTest(id: $id) {\n      id\n      active\n      status\n      stoppedAt\n    }\n  }\n": types.StopTestDocument,
    "\n  mutation ShipWinner($input: ShipWinnerInput!) {\n    shipWinner(input: $input) {\n      id\n      active\n      status\n      shippedVariantId\n    }\n  }\n": types.ShipWinnerDocument,
    "\n  mutation UndoShipWinner($id: ID!) {\n    undoShipWinner(id: $id) {\n      id\n      status\n      shippedVariantId\n    }\n  }\n": types.UndoShipWinnerDocument,
    "\n  query Test($id: ID!) {\n    test(id: $id) {\n      id\n      name\n      description\n      active\n      status\n      stoppedAt\n      shippedVariantId\n      createdAt\n      startDate\n      endDate\n      lastModified\n      goalId\n      goalName\n      secondaryGoals {\n        guardrail\n        goal {\n          id\n        }\n      }\n      maxCases\n      minimumLiftPercent\n      whenDecided\n      pageId\n      pageUrl\n      websiteId\n      websiteUrl\n      targetDeviceNames\n      testSessionsCount\n      visitsLeftOut {\n        bots\n        otherOrigins\n      }\n      variantRedirectUrls\n      variants {\n        id\n        name\n        description\n        variantNo\n        isControl\n        hasRedirect\n        pageRedirectUrl\n        cssCode\n        jsCode\n        trafficAllocation\n      }\n    }\n  }\n": types.TestDocument,
    "\n  mutation CreateVisualEditorLink($variantId: ID!) {\n    createVisualEditorLink(variantId: $variantId) {\n      url\n      expiresAt\n    }\n  }\n": types.CreateVisualEditorLinkDocument,
    "\n  mutation CreateTestVariant($input: CreateTestVariantInput!) {\n    createTestVariant(input: $input) {\n      id\n      name\n      variantNo\n      trafficAllocation\n    }\n  }\n": types.CreateTestVariantDocument,
    "\n  mutation UpdateTestVariant($input: UpdateTestVariantInput!) {\n    updateTestVariant(input: $input) {\n      id\n      name\n      description\n      cssCode\n      jsCode\n      hasRedirect\n      pageRedirectUrl\n      trafficAllocation\n      lastModified\n    }\n  }\n": types.UpdateTestVariantDocument,
    "\n  mutation DeleteTestVariant($id: ID!) {\n    deleteTestVariant(id: $id) {\n      success\n    }\n  }\n": types.DeleteTestVariantDocument,
    "\n  query TestVariant($id: ID!) {\n    testVariant(id: $id) {\n      id\n      testId\n      name\n      description\n      variantNo\n      isControl\n      hasRedirect\n      pageRedirectUrl\n      cssCode\n      jsCode\n      trafficAllocation\n      createdAt\n      lastModified\n    }\n  }\n": types.TestVariantDocument,
    "\n  query TestVariants($testId: ID!) {\n    testVariants(id: $testId) {\n      id\n      name\n      variantNo\n      isControl\n      trafficAllocation\n    }\n  }\n": types.TestVariantsDocument,
    "\n  query Webhooks {\n    webhooks {\n      id\n      kind\n      url\n      createdAt\n    }\n  }\n": types.WebhooksDocument,
    "\n  query WebhookDeliveries($id: ID!) {\n    webhook(id: $id) {\n      id\n      deliveries(limit: 20) {\n        id\n        event\n        status\n        attempts\n        lastStatusCode\n        lastError\n        createdAt\n        lastAttemptAt\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      signingSecret\n      webhook {\n        id\n        kind\n        url\n      }\n    }\n  }\n": types.CreateWebhookDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      success\n    }\n  }\n": types.DeleteWebhookDocument,
    "\n  mutation CreateWebsite($url: String!, $name: String!) {\n    createWebsite(url: $url, name: $name) {\n      acknowledged\n      insertedId\n    }\n  }\n": types.CreateWebsiteDocument,
    "\n  mutation UpdateWebsite($input: UpdateWebsiteInput!) {\n    updateWebsite(input: $input) {\n      id\n      url\n      name\n      maxOrderValue\n      currency\n      extraOrigins\n      dailySessionBudget\n      lastModified\n    }\n  }\n": types.UpdateWebsiteDocument,
    "\n  mutation DeleteWebsite($id: ID!) {\n    deleteWebsite(id: $id) {\n      success\n    }\n  }\n": types.DeleteWebsiteDocument,
    "\n  query Websites($limit: Int, $skip: Int) {\n    websites(limit: $limit, skip: $skip) {\n      websites {\n        id\n        url\n        name\n        maxOrderValue\n        currency\n        extraOrigins\n        dailySessionBudget\n        lastModified\n        scriptSeen {\n          page\n          at\n        }\n        scriptSeenNearby {\n          page\n          at\n        }\n      }\n      total\n    }\n  }\n": types.WebsitesDocument,
    "\n  query Website($id: ID!) {\n    website(id: $id) {\n      id\n      url\n      name\n      maxOrderValue\n      currency\n      extraOrigins\n      dailySessionBudget\n      lastModified\n      scriptSeen {\n        page\n        at\n      }\n      scriptSeenNearby {\n        page\n        at\n      }\n    }\n  }\n": types.WebsiteDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeUserEmail($input: ChangeUserEmailInput!) {\n    changeUserEmail(input: $input) {\n      id\n      email\n    }\n  }\n"): typeof import('./graphql').ChangeUserEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n      token\n      cardNearingExpiry\n    }\n  }\n"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser {\n    deleteUser {\n      success\n    }\n  }\n"): typeof import('./graphql').DeleteUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      createdAt\n      directAffiliateSignup\n      stripeCustomerId\n      cardNearingExpiry\n      card {\n        brand\n        last4\n        expMonth\n        expYear\n      }\n      testSessionsRemaining\n      emailConfirmed\n      sessionForecast {\n        daysLeft\n        runningLow\n      }\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmail($input: ConfirmEmailInput!) {\n    confirmEmail(input: $input) {\n      email\n    }\n  }\n"): typeof import('./graphql').ConfirmEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendEmailConfirmation {\n    resendEmailConfirmation {\n      id\n      email\n      emailConfirmed\n    }\n  }\n"): typeof import('./graphql').ResendEmailConfirmationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPasswordResetEmail($input: SendPasswordResetEmailInput!) {\n    sendPasswordResetEmail(input: $input) {\n      success\n    }\n  }\n"): typeof import('./graphql').SendPasswordResetEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n    }\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthenticateUser($input: AuthenticateUserInput!) {\n    authenticateUser(input: $input) {\n      id\n      token\n      cardNearingExpiry\n      secondFactor {\n        challenge\n        methods\n        passkeyOptions\n      }\n    }\n  }\n"): typeof import('./graphql').AuthenticateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      token\n      cardNearingExpiry\n    }\n  }\n"): typeof import('./graphql').CreateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogOut {\n    logOut {\n      success\n    }\n  }\n"): typeof import('./graphql').LogOutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogOutEverywhere {\n    logOutEverywhere {\n      success\n    }\n  }\n"): typeof import('./graphql').LogOutEverywhereDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      email\n      session {\n        id\n        token\n        cardNearingExpiry\n      }\n    }\n  }\n"): typeof import('./graphql').ConfirmEmailChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Referrals($input: PaginationInput) {\n    referrals(input: $input) {\n      users {\n        id\n        dateCreated\n        conversionDate\n        totalPayments\n        totalCommissionsValue\n      }\n      total\n    }\n  }\n"): typeof import('./graphql').ReferralsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AffiliateSessions($limit: Int, $skip: Int) {\n    affiliateSessions(limit: $limit, skip: $skip) {\n      sessions {\n        id\n        dateTime\n      }\n      total\n    }\n  }\n"): typeof import('./graphql').AffiliateSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AffiliateTransactions($limit: Int, $skip: Int, $type: AffiliateTransactionType) {\n    affiliateTransactions(limit: $limit, skip: $skip, type: $type) {\n      transactions {\n        id\n        type\n        amount\n        dateTime\n        qualified\n        qualifiesAt\n      }\n      total\n    }\n  }\n"): typeof import('./graphql').AffiliateTransactionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AffiliateBalances {\n    affiliateBalancePending\n    affiliateBalanceQualified\n  }\n"): typeof import('./graphql').AffiliateBalancesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AffiliateMetrics {\n    affiliatePerformanceMetrics {\n      freeReferrals\n      payingReferrals\n      totalReferrals\n      freeReferralsLastWeek\n      payingReferralsLastWeek\n      freeReferralsLastMonth\n      payingReferralsLastMonth\n      freeReferralsLastQuarter\n      payingReferralsLastQuarter\n      freeReferralsLastYear\n      payingReferralsLastYear\n    }\n    affiliateSessionMetrics {\n      lastWeek\n      lastMonth\n      lastQuarter\n      lastYear\n      total\n    }\n  }\n"): typeof import('./graphql').AffiliateMetricsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AffiliatePayoutSetup {\n    affiliatePayoutsEnabled\n    userBankDetails {\n      ...BankDetailsFields\n    }\n  }\n"): typeof import('./graphql').AffiliatePayoutSetupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAffiliateSession($referrerId: String!) {\n    createAffiliateSession(referrerId: $referrerId) {\n      success\n    }\n  }\n"): typeof import('./graphql').CreateAffiliateSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BankDetailsFields on BankDetails {\n    firstName\n    lastName\n    bankName\n    country\n    sortCode\n    accountNumber\n    iban\n    swiftBic\n  }\n"): typeof import('./graphql').BankDetailsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveUserBankDetails($input: BankDetailsInput!) {\n    saveUserBankDetails(input: $input) {\n      ...BankDetailsFields\n    }\n  }\n"): typeof import('./graphql').SaveUserBankDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserBankDetails($input: BankDetailsInput!) {\n    updateUserBankDetails(input: $input) {\n      ...BankDetailsFields\n    }\n  }\n"): typeof import('./graphql').UpdateUserBankDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddInitialAffiliatePaymentDetails {\n    addInitialAffiliatePaymentDetails\n  }\n"): typeof import('./graphql').AddInitialAffiliatePaymentDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secret\n      apiKey {\n        id\n        name\n        prefix\n        scope\n      }\n    }\n  }\n"): typeof import('./graphql').CreateApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): typeof import('./graphql').RevokeApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      scope\n      createdAt\n      lastUsedAt\n      revokedAt\n    }\n  }\n"): typeof import('./graphql').ApiKeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: SendContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      success\n    }\n  }\n"): typeof import('./graphql').SendContactMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUserFeedback($input: CreateUserFeedbackInput!) {\n    createUserFeedback(input: $input) {\n      success\n    }\n  }\n"): typeof import('./graphql').CreateUserFeedbackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGoal($websiteId: ID!, $input: GoalInput!) {\n    createGoal(websiteId: $websiteId, input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').CreateGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGoal($id: ID!, $input: GoalInput!) {\n    updateGoal(id: $id, input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').UpdateGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGoal($id: ID!) {\n    deleteGoal(id: $id) {\n      success\n    }\n  }\n"): typeof import('./graphql').DeleteGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Goals {\n    goals {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').GoalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebsiteGoals($websiteId: ID!) {\n    website(id: $websiteId) {\n      id\n      name\n      url\n    }\n    pages(input: { websiteId: $websiteId, limit: 1000 }) {\n      total\n      pages {\n        id\n        name\n        url\n      }\n    }\n    goals(websiteId: $websiteId) {\n      id\n      name\n      websiteId\n      kind\n      urlMatch\n      target\n      amountSelector\n    }\n  }\n"): typeof import('./graphql').WebsiteGoalsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageScriptSeen($id: ID!) {\n    page(id: $id) {\n      id\n      url\n      scriptSeen {\n        page\n        at\n      }\n    }\n  }\n"): typeof import('./graphql').PageScriptSeenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNewsletterSubscriber($input: CreateNewsletterSubscriberInput!) {\n    createNewsletterSubscriber(input: $input) {\n      success\n    }\n  }\n"): typeof import('./graphql').CreateNewsletterSubscriberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePage($url: String!, $name: String!, $websiteId: ID!) {\n    createPage(url: $url, name: $name, websiteId: $websiteId) {\n      acknowledged\n      insertedId\n    }\n  }\n"): typeof import('./graphql').CreatePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePage($input: UpdatePageInput!) {\n    updatePage(input: $input) {\n      id\n      name\n      url\n      lastModified\n      websiteId\n    }\n  }\n"): typeof import('./graphql').UpdatePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePage($id: ID!) {\n    deletePage(id: $id) {\n      success\n    }\n  }\n"): typeof import('./graphql').DeletePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Pages($input: PagesInput) {\n    pages(input: $input) {\n      pages {\n        id\n        name\n        url\n        lastModified\n        websiteId\n        scriptSeen {\n          page\n          at\n        }\n        website {\n          id\n          name\n          url\n        }\n      }\n      total\n    }\n  }\n"): typeof import('./graphql').PagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Page($id: ID!) {\n    page(id: $id) {\n      id\n      name\n      url\n      lastModified\n      websiteId\n      scriptSeen {\n        page\n        at\n      }\n      website {\n        id\n        name\n        url\n      }\n    }\n  }\n"): typeof import('./graphql').PageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProcessCardUpdateSession($customerId: String!) {\n    processCardUpdateSession(customerId: $customerId) {\n      id\n      url\n    }\n  }\n"): typeof import('./graphql').ProcessCardUpdateSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProcessCheckoutSession($email: String!, $credits: Float!) {\n    processCheckoutSession(email: $email, credits: $credits) {\n      id\n      url\n    }\n  }\n"): typeof import('./graphql').ProcessCheckoutSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Checkout($id: ID!) {\n    checkout(id: $id) {\n      id\n      status\n      sessions\n      amountMinor\n    }\n    testSessionsRemaining\n  }\n"): typeof import('./graphql').CheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionPrices {\n    sessionPrices {\n      version\n      minimumSessions\n      maximumSessions\n      tiers {\n        upTo\n        pencePer1000\n      }\n    }\n  }\n"): typeof import('./graphql').SessionPricesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionPrice($sessions: Float!) {\n    sessionPrice(sessions: $sessions) {\n      sessions\n      amountMinor\n      priceVersion\n    }\n  }\n"): typeof import('./graphql').SessionPriceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAvatarGoal($input: AvatarGoalInput!) {\n    createAvatarGoal(input: $input) {\n      goalCategoryId\n    }\n  }\n"): typeof import('./graphql').CreateAvatarGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAvatarGoal($input: AvatarGoalInput!) {\n    updateAvatarGoal(input: $input) {\n      goalCategoryId\n    }\n  }\n"): typeof import('./graphql').UpdateAvatarGoalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAvatarBusiness($input: AvatarBusinessInput!) {\n    createAvatarBusiness(input: $input) {\n      businessName\n    }\n  }\n"): typeof import('./graphql').CreateAvatarBusinessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAvatarBusiness($input: AvatarBusinessInput!) {\n    updateAvatarBusiness(input: $input) {\n      businessName\n    }\n  }\n"): typeof import('./graphql').UpdateAvatarBusinessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAvatarDemographics($input: AvatarDemographicsInput!) {\n    createAvatarDemographics(input: $input) {\n      nickname\n    }\n  }\n"): typeof import('./graphql').CreateAvatarDemographicsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAvatarDemographics($input: AvatarDemographicsInput!) {\n    updateAvatarDemographics(input: $input) {\n      nickname\n    }\n  }\n"): typeof import('./graphql').UpdateAvatarDemographicsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAvatarPreviousExperience($input: AvatarPreviousExperienceInput!) {\n    createAvatarPreviousExperience(input: $input) {\n      competitorIds\n    }\n  }\n"): typeof import('./graphql').CreateAvatarPreviousExperienceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAvatarPreviousExperience($input: AvatarPreviousExperienceInput!) {\n    updateAvatarPreviousExperience(input: $input) {\n      competitorIds\n    }\n  }\n"): typeof import('./graphql').UpdateAvatarPreviousExperienceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileAnswers {\n    avatarGoal {\n      goalCategoryId\n      otherGoalCategory\n      goalComment\n      improvements\n      useCase\n      siteConcerns\n    }\n    avatarBusiness {\n      businessName\n      industryId\n      otherIndustry\n      monthlyWebsiteTrafficId\n      numEmployees\n      primaryObjectiveId\n      otherPrimaryObjective\n    }\n    avatarDemographics {\n      nickname\n      gender\n      dob\n      countryId\n      educationLevelId\n      jobCategoryId\n      otherJobCategory\n      businessPosition\n      techSavvy\n    }\n    avatarPreviousExperience {\n      competitorIds\n      otherCompetitor\n      notes\n    }\n    avatarProfileProgress {\n      savedSteps\n      stepToResume\n      complete\n    }\n  }\n"): typeof import('./graphql').ProfileAnswersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileOptions {\n    getAvailableAvatarGoals {\n      id\n      goalName\n    }\n    getAvatarBusinessIndustries {\n      id\n      name\n    }\n    getAvatarBusinessTrafficOptions {\n      id\n      name\n    }\n    getAvatarBusinessWebsiteObjectives {\n      id\n      name\n    }\n    countries {\n      id\n      name\n    }\n    educationLevels {\n      id\n      name\n    }\n    jobCategories {\n      id\n      name\n    }\n    competitors {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').ProfileOptionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResultsFigures on TestResults {\n    goalMetric\n    goalKind\n    sessions\n    maxCases\n    controlValue\n    comparisons {\n      variantId\n      variantNo\n      sessions\n      value\n      pValue\n      chanceToBeatControl\n      lift {\n        estimate\n        lower\n        upper\n      }\n      sequential {\n        lower\n        upper\n        liftLower\n        liftUpper\n        significant\n      }\n    }\n    goals {\n      goalId\n      name\n      role\n      kind\n      metric\n      revenue\n      controlValue\n      revenueCap\n      valueCap\n      called\n      guardrailBroken\n      variants {\n        variantId\n        variantNo\n        visitors\n        conversions\n        revenue\n      }\n      comparisons {\n        variantId\n        value\n        pValue\n        chanceToBeatControl\n        lift {\n          estimate\n          lower\n          upper\n        }\n        sequential {\n          lower\n          upper\n          liftLower\n          liftUpper\n          significant\n        }\n      }\n    }\n    sampleRatio {\n      pValue\n      mismatch\n    }\n    networks {\n      largestShare\n      concentrated\n    }\n    verdict {\n      kind\n      action\n      variantNo\n      chance\n      waitingForFullWeek\n      unreliableBecause\n      oneNetworkShare\n      outlook {\n        sessions\n        days\n        moreThanAYear\n        withinTest\n      }\n      causes {\n        kind\n        variantNo\n        redirects\n      }\n      harmedGuardrails\n    }\n    minimumLift\n    dailySessions\n    liftOverTime {\n      day\n      variantNo\n      sessions\n      lift\n      lower\n      upper\n    }\n  }\n"): typeof import('./graphql').ResultsFiguresFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PerformanceFigures on TestPerformance {\n    variantId\n    variantNo\n    sessions\n    avgClicks\n    avgFormSubmits\n    avgScrolledDownPercentage\n    medianTimeOnPage\n    bounceRate\n    buttonData {\n      avgClicks\n      avgHovers\n    }\n    formData {\n      avgClicks\n      avgHovers\n      submissionRate\n      medianTimeSpent\n    }\n  }\n"): typeof import('./graphql').PerformanceFiguresFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestResultsPage($id: ID!) {\n    test(id: $id) {\n      id\n      name\n      active\n      status\n      shippedVariantId\n      goalName\n      maxCases\n      currency\n      changes {\n        what\n        at\n      }\n      variants {\n        id\n        name\n        variantNo\n        isControl\n        trafficAllocation\n        pageRedirectUrl\n      }\n      shareLink {\n        id\n        createdAt\n      }\n    }\n    testResults(testId: $id) {\n      ...ResultsFigures\n    }\n    testPerformanceData(testId: $id) {\n      ...PerformanceFigures\n    }\n    testSessionsRemaining\n  }\n"): typeof import('./graphql').TestResultsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedResults($token: String!) {\n    sharedTestResults(token: $token) {\n      test {\n        id\n        name\n        goalName\n        maxCases\n        currency\n        live\n        changes {\n          what\n          at\n        }\n        variants {\n          id\n          name\n          variantNo\n          isControl\n          trafficAllocation\n        }\n      }\n      testResults {\n        ...ResultsFigures\n      }\n      testPerformanceData {\n        ...PerformanceFigures\n      }\n    }\n  }\n"): typeof import('./graphql').SharedResultsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTestShareLink($testId: ID!) {\n    createTestShareLink(testId: $testId) {\n      token\n      shareLink {\n        id\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').CreateTestShareLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeTestShareLink($testId: ID!) {\n    revokeTestShareLink(testId: $testId) {\n      success\n    }\n  }\n"): typeof import('./graphql').RevokeTestShareLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecondFactors {\n    secondFactors {\n      totpEnabled\n      recoveryCodesLeft\n      passkeys {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"): typeof import('./graphql').SecondFactorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthenticateSecondFactor($input: AuthenticateSecondFactorInput!) {\n    authenticateSecondFactor(input: $input) {\n      id\n      token\n      cardNearingExpiry\n    }\n  }\n"): typeof import('./graphql').AuthenticateSecondFactorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTotpEnrolment {\n    startTotpEnrolment {\n      secret\n      qrCodeSvg\n    }\n  }\n"): typeof import('./graphql').StartTotpEnrolmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotpEnrolment($input: ConfirmTotpEnrolmentInput!) {\n    confirmTotpEnrolment(input: $input) {\n      recoveryCodes\n    }\n  }\n"): typeof import('./graphql').ConfirmTotpEnrolmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TurnOffTotp($input: CurrentPasswordInput!) {\n    turnOffTotp(input: $input) {\n      success\n    }\n  }\n"): typeof import('./graphql').TurnOffTotpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateRecoveryCodes($input: CurrentPasswordInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      recoveryCodes\n    }\n  }\n"): typeof import('./graphql').RegenerateRecoveryCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPasskeyRegistration {\n    startPasskeyRegistration {\n      options\n    }\n  }\n"): typeof import('./graphql').StartPasskeyRegistrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {\n    finishPasskeyRegistration(input: $input) {\n      passkey {\n        id\n        name\n      }\n      recoveryCodes\n    }\n  }\n"): typeof import('./graphql').FinishPasskeyRegistrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePasskey($input: RemovePasskeyInput!) {\n    removePasskey(input: $input) {\n      success\n    }\n  }\n"): typeof import('./graphql').RemovePasskeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestsList($input: TestsInput) {\n    tests(input: $input) {\n      tests {\n        id\n        name\n        status\n        startDate\n        endDate\n        pageUrl\n        testSessionsCount\n        variants {\n          variantNo\n        }\n        verdict {\n          kind\n          variantNo\n          chance\n          unreliableBecause\n        }\n      }\n      total\n    }\n  }\n"): typeof import('./graphql').TestsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTest($input: UpdateTestInput!) {\n    updateTest(input: $input) {\n      id\n      name\n      description\n      goalId\n      goalName\n      startDate\n      endDate\n      maxCases\n      minimumLiftPercent\n      whenDecided\n      targetDeviceNames\n      lastModified\n      changes {\n        what\n        at\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestDurationEstimate($input: TestDurationEstimateInput!) {\n    testDurationEstimate(input: $input) {\n      recentDailySessions\n      dailySessions\n      trafficSource\n      baselineKind\n      baseline\n      baselineSource\n      sessionsPerArm\n      totalSessions\n      days\n      availableDays\n      feasible\n      problems\n    }\n  }\n"): typeof import('./graphql').TestDurationEstimateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTest($input: CreateTestInput!) {\n    createTest(input: $input) {\n      acknowledged\n      insertedId\n    }\n  }\n"): typeof import('./graphql').CreateTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateTest($id: ID!) {\n    activateTest(id: $id) {\n      id\n      active\n      lastModified\n    }\n  }\n"): typeof import('./graphql').ActivateTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MakeTestInactive($id: ID!) {\n    makeTestInactive(id: $id) {\n      id\n      active\n      lastModified\n    }\n  }\n"): typeof import('./graphql').MakeTestInactiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTest($id: ID!) {\n    deleteTest(id: $id) {\n      success\n    }\n  }\n"): typeof import('./graphql').DeleteTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTestDataForTest($id: ID!) {\n    deleteTestDataForTest(id: $id) {\n      id\n      testSessionsCount\n    }\n  }\n"): typeof import('./graphql').DeleteTestDataForTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTrafficAllocations($input: SetTrafficAllocationsInput!) {\n    setTrafficAllocations(input: $input) {\n      id\n      trafficAllocation\n    }\n  }\n"): typeof import('./graphql').SetTrafficAllocationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopTest($id: ID!) {\n    stopTest(id: $id) {\n      id\n      active\n      status\n      stoppedAt\n    }\n  }\n"): typeof import('./graphql').StopTestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShipWinner($input: ShipWinnerInput!) {\n    shipWinner(input: $input) {\n      id\n      active\n      status\n      shippedVariantId\n    }\n  }\n"): typeof import('./graphql').ShipWinnerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoShipWinner($id: ID!) {\n    undoShipWinner(id: $id) {\n      id\n      status\n      shippedVariantId\n    }\n  }\n"): typeof import('./graphql').UndoShipWinnerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Test($id: ID!) {\n    test(id: $id) {\n      id\n      name\n      description\n      active\n      status\n      stoppedAt\n      shippedVariantId\n      createdAt\n      startDate\n      endDate\n      lastModified\n      goalId\n      goalName\n      secondaryGoals {\n        guardrail\n        goal {\n          id\n        }\n      }\n      maxCases\n      minimumLiftPercent\n      whenDecided\n      pageId\n      pageUrl\n      websiteId\n      websiteUrl\n      targetDeviceNames\n      testSessionsCount\n      visitsLeftOut {\n        bots\n        otherOrigins\n      }\n      variantRedirectUrls\n      variants {\n        id\n        name\n        description\n        variantNo\n        isControl\n        hasRedirect\n        pageRedirectUrl\n        cssCode\n        jsCode\n        trafficAllocation\n      }\n    }\n  }\n"): typeof import('./graphql').TestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVisualEditorLink($variantId: ID!) {\n    createVisualEditorLink(variantId: $variantId) {\n      url\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').CreateVisualEditorLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTestVariant($input: CreateTestVariantInput!) {\n    createTestVariant(input: $input) {\n      id\n      name\n      variantNo\n      trafficAllocation\n    }\n  }\n"): typeof import('./graphql').CreateTestVariantDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTestVariant($input: UpdateTestVariantInput!) {\n    updateTestVariant(input: $input) {\n      id\n      name\n      description\n      cssCode\n      jsCode\n      hasRedirect\n      pageRedirectUrl\n      trafficAllocation\n      lastModified\n    }\n  }\n"): typeof import('./graphql').UpdateTestVariantDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTestVariant($id: ID!) {\n    deleteTestVariant(id: $id) {\n      success\n    }\n  }\n"): typeof import('./graphql').DeleteTestVariantDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestVariant($id: ID!) {\n    testVariant(id: $id) {\n      id\n      testId\n      name\n      description\n      variantNo\n      isControl\n      hasRedirect\n      pageRedirectUrl\n      cssCode\n      jsCode\n      trafficAllocation\n      createdAt\n      lastModified\n    }\n  }\n"): typeof import('./graphql').TestVariantDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestVariants($testId: ID!) {\n    testVariants(id: $testId) {\n      id\n      name\n      variantNo\n      isControl\n      trafficAllocation\n    }\n  }\n"): typeof import('./graphql').TestVariantsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Webhooks {\n    webhooks {\n      id\n      kind\n      url\n      createdAt\n    }\n  }\n"): typeof import('./graphql').WebhooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($id: ID!) {\n    webhook(id: $id) {\n      id\n      deliveries(limit: 20) {\n        id\n        event\n        status\n        attempts\n        lastStatusCode\n        lastError\n        createdAt\n        lastAttemptAt\n      }\n    }\n  }\n"): typeof import('./graphql').WebhookDeliveriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      signingSecret\n      webhook {\n        id\n        kind\n        url\n      }\n    }\n  }\n"): typeof import('./graphql').CreateWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      success\n    }\n  }\n"): typeof import('./graphql').DeleteWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebsite($url: String!, $name: String!) {\n    createWebsite(url: $url, name: $name) {\n      acknowledged\n      insertedId\n    }\n  }\n"): typeof import('./graphql').CreateWebsiteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebsite($input: UpdateWebsiteInput!) {\n    updateWebsite(input: $input) {\n      id\n      url\n      name\n      maxOrderValue\n      currency\n      extraOrigins\n      dailySessionBudget\n      lastModified\n    }\n  }\n"): typeof import('./graphql').UpdateWebsiteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebsite($id: ID!) {\n    deleteWebsite(id: $id) {\n      success\n    }\n  }\n"): typeof import('./graphql').DeleteWebsiteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Websites($limit: Int, $skip: Int) {\n    websites(limit: $limit, skip: $skip) {\n      websites {\n        id\n        url\n        name\n        maxOrderValue\n        currency\n        extraOrigins\n        dailySessionBudget\n        lastModified\n        scriptSeen {\n          page\n          at\n        }\n        scriptSeenNearby {\n          page\n          at\n        }\n      }\n      total\n    }\n  }\n"): typeof import('./graphql').WebsitesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Website($id: ID!) {\n    website(id: $id) {\n      id\n      url\n      name\n      maxOrderValue\n      currency\n      extraOrigins\n      dailySessionBudget\n      lastModified\n      scriptSeen {\n        page\n        at\n      }\n      scriptSeenNearby {\n        page\n        at\n      }\n    }\n  }\n"): typeof import('./graphql').WebsiteDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
