import { Module } from '@nestjs/common';
import { AccountService } from './account.service';
import { MembershipService } from './membership.service';
import { GoogleController } from './oidc/google.controller';
import { GoogleOidcService } from './oidc/google-oidc.service';
import { OidcPendingService } from './oidc/oidc-pending.service';
import { PasswordController } from './password.controller';
import { RoleGuard } from './role.guard';
import { SessionService } from './session.service';
import { SignController } from './sign.controller';
import { SignUpController } from './signup.controller';
import { ThrottleService } from './throttle.service';
import { UserAuthController } from './user-auth.controller';

@Module({
  controllers: [SignController, SignUpController, GoogleController, UserAuthController, PasswordController],
  providers: [SessionService, ThrottleService, MembershipService, RoleGuard, AccountService, GoogleOidcService, OidcPendingService],
  exports: [SessionService, MembershipService, RoleGuard],
})
export class AuthModule {}
