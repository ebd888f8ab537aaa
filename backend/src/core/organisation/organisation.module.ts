import { Module } from '@nestjs/common';
import { CustomerRegisterService } from './customer-register.service';
import { EventSignUpService } from './event-signup.service';
import { MembershipRepository } from './membership.repository';

/**
 * What the organisation controllers of the cafe and roaster areas stand on (staff sign-up, customer
 * registration, the member select): exported through the global CoreModule, as AuthModule is, so
 * both area modules reach them.
 */
@Module({
  providers: [EventSignUpService, CustomerRegisterService, MembershipRepository],
  exports: [EventSignUpService, CustomerRegisterService, MembershipRepository],
})
export class OrganisationModule {}
