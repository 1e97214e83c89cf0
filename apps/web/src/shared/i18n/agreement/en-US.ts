import type { AgreementMessages } from './zh-CN.js';

export const agreementEnUS: AgreementMessages = {
  updated: 'Updated 1 January 2025 · Effective 1 January 2025',
  intro:
    'Welcome to the Car Owner Rights & Services Centre (the "Platform"). The Platform is provided by the insurer of your vehicle ("we", "us") to its motor insurance customers. Please read this agreement and the privacy policy carefully before you use the Platform, in particular the clauses that exclude or limit liability. By ticking the box or using the Platform, you confirm that you understand and accept all of the terms below.',
  service: {
    title: 'Part 1. Service Agreement',
    scope: {
      heading: '1. Scope',
      body: "This agreement applies when you enter the Platform through a partner channel, such as your insurer's app, a WeChat official account or a service text message, and use it to view, claim and give rights, book services, follow orders, read news and report problems.\nThe detailed rules of each right and service are those shown on its details or activity page; they form part of this agreement.",
    },
    account: {
      heading: '2. Sign-in and identity check',
      body: 'The partner channel signs you in, so you do not need a separate password. To confirm who owns a right, you are asked once to verify your identity; the name and ID details you give must be true, accurate and complete.\nYour sign-in lasts for the current visit only. After a long pause, when a link expires, or when you sign in on another device, please enter again from the partner channel.',
    },
    rights: {
      heading: '3. Getting and using rights',
      body: 'Rights come with your policy, membership level or a campaign and may be limited by validity period, number of uses, region or vehicle. They lapse automatically when they expire or are used up.\nRights may be used only by you and the people you authorise. They cannot be exchanged for cash and no invoice is issued unless stated otherwise. VIP rights require a VIP status that is valid at the time of use.',
    },
    transfer: {
      heading: '4. Giving rights to others',
      body: 'Rights marked "transferable" may be given to someone else. You may cancel a gift until it is claimed; once claimed, the right belongs to the recipient and the gift cannot be withdrawn.\nDo not publish gift links or QR codes. If a right is claimed by someone else because a link was shared, we will help as far as we can.',
    },
    orders: {
      heading: '5. Bookings and orders',
      body: 'Rescue, car wash, designated driver, paint repair and similar services are delivered by service partners that we select and supervise.\nPlease be at the agreed place at the agreed time. To cancel, use the order page before the service starts. Afterwards you can rate the service or tell us about it through Feedback.',
    },
    conduct: {
      heading: '6. Fair use',
      body: 'You must not resell rights, convert them to cash, register in bulk, exploit system faults, fake transactions or disrupt the Platform.\nIf we find such conduct, we may take back the rights concerned, cancel orders, restrict use and take legal action.',
    },
    liability: {
      heading: '7. Limits of liability',
      body: 'Where a service cannot be delivered or is delayed because of force majeure, network failures, interruptions by third parties or incorrect information you gave, we will do our best to help but are liable only as far as the law requires.\nArrival times of emergency services such as rescue depend on traffic and weather and are estimates. If anyone is in danger, call the emergency services (110, 120) first.',
    },
    changes: {
      heading: '8. Changes and termination',
      body: 'We may revise this agreement because of new laws or changes to our services and will announce revisions prominently on the Platform. If you keep using the Platform, you accept the revised agreement.\nWhen your policy ends or you close your account, your rights are handled under their own rules and this agreement ends.',
    },
  },
  privacy: {
    title: 'Part 2. Privacy Policy',
    collect: {
      heading: '1. What we collect',
      body: 'Identity: your name, ID type and ID number, to verify your identity.\nVehicle: plate number and VIN, to match the rights and services you hold.\nContact: your mobile number, for service notices; it is shown masked (such as 138****1234).\nLocation: only when you use rescue, shop search and similar features and allow it.\nDevice and logs: device model, screen size, browser details, the failing page and time, sent with a report when you tap "Report", to find faults.',
    },
    use: {
      heading: '2. How we use it',
      body: 'We use your information only to verify your identity, issue and redeem rights, provide and track services, handle enquiries and complaints, protect your account and transactions, and, after de-identification, produce statistics that help us improve.',
    },
    share: {
      heading: '3. Sharing',
      body: 'To deliver a service you booked, we give the service partner what it needs, such as the rescue location, plate number and contact number, and require it to use the data only for that service and keep it confidential.\nExcept where the law requires it or you agree separately, we do not give your personal information to other third parties, and we never sell it.',
    },
    protect: {
      heading: '4. Storage and security',
      body: "Your personal information is stored in the People's Republic of China. ID numbers, VINs and other sensitive data are encrypted at rest and masked when shown; order submissions are encrypted in transit with the SM2 national standard algorithm.\nYour sign-in state is kept only in the browser's session storage and is erased when you close the page.",
    },
    rightsOfYou: {
      heading: '5. Your rights',
      body: 'You may view and correct your personal information, review and withdraw your consents under "Privacy consents", and ask through Customer service for your account or personal information to be deleted. We reply within 15 working days.',
    },
    minors: {
      heading: '6. Minors',
      body: 'The Platform is meant for adult car owners. If you are under 18, please read this policy and use the services together with your guardian.',
    },
    contact: {
      heading: '7. Contact us',
      body: 'If you have questions, comments or complaints about this agreement or the privacy policy, contact us through Customer service or Feedback on the Platform.',
    },
  },
};
