import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AccountService } from './account.service';
import { MembershipService } from './membership.service';
import { GoogleController } from './oidc/google.controller';
import { GoogleOidcService } from './oidc/google-oidc.service';
import { OidcPendingService } from './oidc/oidc-pending.service';
import { PasswordController } from './password.controller';
import { RoleGuard } from './role.guard';
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
    SessionService,
    ThrottleService,
    SessionStrategy,
    MembershipService,
    RoleGuard,
    AccountService,
    GoogleOidcService,
    OidcPendingService,
  ],
  exports: [SessionService, MembershipService, RoleGuard, GoogleOidcService],
})
export class AuthModule {}
