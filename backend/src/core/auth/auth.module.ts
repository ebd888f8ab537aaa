import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AccountRepository } from './account.repository';
import { AccountService } from './account.service';
import { MembershipService } from './membership.service';
import { GoogleController } from './oidc/google.controller';
import { GoogleOidcService } from './oidc/google-oidc.service';
import { OidcPendingRepository } from './oidc/oidc-pending.repository';
import { OidcPendingService } from './oidc/oidc-pending.service';
import { PasswordController } from './password.controller';
import { RoleGuard } from './role.guard';
import { RoleRepository } from './role.repository';
import { SessionRepository } from './session.repository';
import { SessionService } from './session.service';
import { SessionStrategy } from './session.strategy';
import { SignController } from './sign.controller';
import { SignUpController } from './signup.controller';
import { ThrottleService } from './throttle.service';
import { UserAuthController } from './user-auth.controller';

@Module({
  imports: [PassportModule],
  controllers: [SignController, SignUpController, GoogleController, UserAuthController, PasswordController],
  providers: [
    SessionRepository,
    SessionService,
    ThrottleService,
    SessionStrategy,
    MembershipService,
    RoleRepository,
    RoleGuard,
    AccountRepository,
    AccountService,
    GoogleOidcService,
    OidcPendingRepository,
    OidcPendingService,
  ],
  exports: [SessionService, MembershipService, RoleRepository, RoleGuard, GoogleOidcService],
})
export class AuthModule {}
