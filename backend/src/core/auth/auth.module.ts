import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { MembershipService } from './membership.service';
import { PasswordController } from './password.controller';
import { RoleGuard } from './role.guard';
import { SessionService } from './session.service';
import { SessionStrategy } from './session.strategy';
import { SignController } from './sign.controller';
import { ThrottleService } from './throttle.service';
import { UserAuthController } from './user-auth.controller';

@Module({
  imports: [PassportModule],
  controllers: [SignController, UserAuthController, PasswordController],
  providers: [SessionService, ThrottleService, SessionStrategy, MembershipService, RoleGuard],
  exports: [SessionService, MembershipService, RoleGuard],
})
export class AuthModule {}
