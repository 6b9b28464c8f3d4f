export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  graphql_public: {
    Tables: {
      [_ in never]: never
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      [_ in never]: never
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
  public: {
    Tables: {
      applications: {
        Row: {
          agreed_to_terms: boolean
          course_idea: string | null
          decided_at: string | null
          decision_reason: string | null
          email: string
          expertise: string
          full_name: string
          id: number
          kind: Database["public"]["Enums"]["application_kind"]
          linkedin_url: string | null
          motivation: string | null
          status: string
          submitted_at: string
          user_id: string
          years_experience: number | null
        }
        Insert: {
          agreed_to_terms?: boolean
          course_idea?: string | null
          decided_at?: string | null
          decision_reason?: string | null
          email: string
          expertise: string
          full_name: string
          id?: number
          kind: Database["public"]["Enums"]["application_kind"]
          linkedin_url?: string | null
          motivation?: string | null
          status?: string
          submitted_at?: string
          user_id?: string
          years_experience?: number | null
        }
        Update: {
          agreed_to_terms?: boolean
          course_idea?: string | null
          decided_at?: string | null
          decision_reason?: string | null
          email?: string
          expertise?: string
          full_name?: string
          id?: number
          kind?: Database["public"]["Enums"]["application_kind"]
          linkedin_url?: string | null
          motivation?: string | null
          status?: string
          submitted_at?: string
          user_id?: string
          years_experience?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "applications_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      awards: {
        Row: {
          created_at: string
          giver_id: string
          id: number
          post_id: number | null
          recipient_id: string
        }
        Insert: {
          created_at?: string
          giver_id?: string
          id?: number
          post_id?: number | null
          recipient_id: string
        }
        Update: {
          created_at?: string
          giver_id?: string
          id?: number
          post_id?: number | null
          recipient_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "awards_giver_id_fkey"
            columns: ["giver_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "awards_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "posts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "awards_recipient_id_fkey"
            columns: ["recipient_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      blocks: {
        Row: {
          blocked_id: string
          blocker_id: string
          created_at: string
        }
        Insert: {
          blocked_id: string
          blocker_id?: string
          created_at?: string
        }
        Update: {
          blocked_id?: string
          blocker_id?: string
          created_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "blocks_blocked_id_fkey"
            columns: ["blocked_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "blocks_blocker_id_fkey"
            columns: ["blocker_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      comments: {
        Row: {
          author_id: string
          client_id: string | null
          content: string
          created_at: string
          deleted_at: string | null
          downvotes: number
          edited_at: string | null
          hidden_by_moderation: boolean
          id: number
          parent_id: number | null
          post_id: number | null
          reel_id: number | null
          updated_at: string
          upvotes: number
        }
        Insert: {
          author_id?: string
          client_id?: string | null
          content: string
          created_at?: string
          deleted_at?: string | null
          downvotes?: number
          edited_at?: string | null
          hidden_by_moderation?: boolean
          id?: number
          parent_id?: number | null
          post_id?: number | null
          reel_id?: number | null
          updated_at?: string
          upvotes?: number
        }
        Update: {
          author_id?: string
          client_id?: string | null
          content?: string
          created_at?: string
          deleted_at?: string | null
          downvotes?: number
          edited_at?: string | null
          hidden_by_moderation?: boolean
          id?: number
          parent_id?: number | null
          post_id?: number | null
          reel_id?: number | null
          updated_at?: string
          upvotes?: number
        }
        Relationships: [
          {
            foreignKeyName: "comments_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "comments_parent_id_fkey"
            columns: ["parent_id"]
            isOneToOne: false
            referencedRelation: "comments"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "comments_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "posts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "comments_reel_id_fkey"
            columns: ["reel_id"]
            isOneToOne: false
            referencedRelation: "reels"
            referencedColumns: ["id"]
          },
        ]
      }
      communities: {
        Row: {
          banner_url: string | null
          created_at: string
          description: string
          duration: string | null
          host_id: string | null
          host_name: string | null
          id: number
          is_live_event: boolean
          live_date: string | null
          members_count: number
          name: string
          posts_count: number
          price: number
          slow_mode_seconds: number
          topics: string[]
        }
        Insert: {
          banner_url?: string | null
          created_at?: string
          description?: string
          duration?: string | null
          host_id?: string | null
          host_name?: string | null
          id?: number
          is_live_event?: boolean
          live_date?: string | null
          members_count?: number
          name: string
          posts_count?: number
          price?: number
          slow_mode_seconds?: number
          topics?: string[]
        }
        Update: {
          banner_url?: string | null
          created_at?: string
          description?: string
          duration?: string | null
          host_id?: string | null
          host_name?: string | null
          id?: number
          is_live_event?: boolean
          live_date?: string | null
          members_count?: number
          name?: string
          posts_count?: number
          price?: number
          slow_mode_seconds?: number
          topics?: string[]
        }
        Relationships: [
          {
            foreignKeyName: "communities_host_id_fkey"
            columns: ["host_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      content_requests: {
        Row: {
          client_id: string | null
          created_at: string
          email: string
          id: number
          instructions: string
          name: string
          service_id: number
          status: string
          talent_id: number
          user_id: string
        }
        Insert: {
          client_id?: string | null
          created_at?: string
          email: string
          id?: number
          instructions: string
          name: string
          service_id: number
          status?: string
          talent_id: number
          user_id?: string
        }
        Update: {
          client_id?: string | null
          created_at?: string
          email?: string
          id?: number
          instructions?: string
          name?: string
          service_id?: number
          status?: string
          talent_id?: number
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "content_requests_service_of_talent"
            columns: ["service_id", "talent_id"]
            isOneToOne: false
            referencedRelation: "talent_services"
            referencedColumns: ["id", "talent_id"]
          },
          {
            foreignKeyName: "content_requests_talent_id_fkey"
            columns: ["talent_id"]
            isOneToOne: false
            referencedRelation: "talents"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "content_requests_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      conversation_reads: {
        Row: {
          conversation_id: string
          last_read_at: string
          last_read_message_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          conversation_id: string
          last_read_at: string
          last_read_message_id: string
          updated_at?: string
          user_id: string
        }
        Update: {
          conversation_id?: string
          last_read_at?: string
          last_read_message_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "conversation_reads_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversation_reads_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      conversations: {
        Row: {
          created_at: string
          id: string
          last_message_at: string | null
          user_a: string
          user_b: string
        }
        Insert: {
          created_at?: string
          id?: string
          last_message_at?: string | null
          user_a: string
          user_b: string
        }
        Update: {
          created_at?: string
          id?: string
          last_message_at?: string | null
          user_a?: string
          user_b?: string
        }
        Relationships: [
          {
            foreignKeyName: "conversations_user_a_fkey"
            columns: ["user_a"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversations_user_b_fkey"
            columns: ["user_b"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      course_certificates: {
        Row: {
          code: string
          course_id: number
          issued_at: string
          user_id: string
        }
        Insert: {
          code?: string
          course_id: number
          issued_at?: string
          user_id: string
        }
        Update: {
          code?: string
          course_id?: number
          issued_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "course_certificates_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "course_certificates_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      course_reviews: {
        Row: {
          comment: string
          course_id: number
          created_at: string
          id: number
          rating: number
          updated_at: string | null
          user_id: string
        }
        Insert: {
          comment?: string
          course_id: number
          created_at?: string
          id?: number
          rating: number
          updated_at?: string | null
          user_id?: string
        }
        Update: {
          comment?: string
          course_id?: number
          created_at?: string
          id?: number
          rating?: number
          updated_at?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "course_reviews_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "course_reviews_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      courses: {
        Row: {
          community_id: number | null
          created_at: string
          description: string
          duration: string
          id: number
          image_url: string | null
          instructor_id: string | null
          instructor_name: string
          lessons_count: number
          level: string
          live_date: string | null
          price: number
          rating: number
          reviews_count: number
          students_count: number
          title: string
          topics: string[]
          type: string
        }
        Insert: {
          community_id?: number | null
          created_at?: string
          description?: string
          duration?: string
          id?: number
          image_url?: string | null
          instructor_id?: string | null
          instructor_name?: string
          lessons_count?: number
          level?: string
          live_date?: string | null
          price?: number
          rating?: number
          reviews_count?: number
          students_count?: number
          title: string
          topics?: string[]
          type?: string
        }
        Update: {
          community_id?: number | null
          created_at?: string
          description?: string
          duration?: string
          id?: number
          image_url?: string | null
          instructor_id?: string | null
          instructor_name?: string
          lessons_count?: number
          level?: string
          live_date?: string | null
          price?: number
          rating?: number
          reviews_count?: number
          students_count?: number
          title?: string
          topics?: string[]
          type?: string
        }
        Relationships: [
          {
            foreignKeyName: "courses_community_id_fkey"
            columns: ["community_id"]
            isOneToOne: false
            referencedRelation: "communities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "courses_instructor_id_fkey"
            columns: ["instructor_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      email_outbox: {
        Row: {
          attempts: number
          created_at: string
          html_body: string
          id: number
          last_error: string | null
          next_attempt_at: string
          recipient: string
          sent_at: string | null
          subject: string
          template: string
          text_body: string
          user_id: string | null
        }
        Insert: {
          attempts?: number
          created_at?: string
          html_body: string
          id?: never
          last_error?: string | null
          next_attempt_at?: string
          recipient: string
          sent_at?: string | null
          subject: string
          template: string
          text_body: string
          user_id?: string | null
        }
        Update: {
          attempts?: number
          created_at?: string
          html_body?: string
          id?: never
          last_error?: string | null
          next_attempt_at?: string
          recipient?: string
          sent_at?: string | null
          subject?: string
          template?: string
          text_body?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "email_outbox_template_fkey"
            columns: ["template"]
            isOneToOne: false
            referencedRelation: "email_templates"
            referencedColumns: ["name"]
          },
          {
            foreignKeyName: "email_outbox_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      enrolments: {
        Row: {
          course_id: number
          enrolled_at: string
          user_id: string
        }
        Insert: {
          course_id: number
          enrolled_at?: string
          user_id?: string
        }
        Update: {
          course_id?: number
          enrolled_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "enrolments_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "enrolments_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      expert_session_requests: {
        Row: {
          client_id: string
          created_at: string
          expert_id: number
          id: number
          preferred_date: string
          preferred_time: string
          status: string
          topic: string
          user_id: string
        }
        Insert: {
          client_id: string
          created_at?: string
          expert_id: number
          id?: number
          preferred_date: string
          preferred_time: string
          status?: string
          topic: string
          user_id?: string
        }
        Update: {
          client_id?: string
          created_at?: string
          expert_id?: number
          id?: number
          preferred_date?: string
          preferred_time?: string
          status?: string
          topic?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "expert_session_requests_expert_id_fkey"
            columns: ["expert_id"]
            isOneToOne: false
            referencedRelation: "experts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "expert_session_requests_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      experts: {
        Row: {
          availability: string
          avatar_url: string | null
          id: number
          name: string
          position: number
          rating: number
          sessions_count: number
          specialty: string
          user_id: string | null
        }
        Insert: {
          availability?: string
          avatar_url?: string | null
          id?: number
          name: string
          position?: number
          rating?: number
          sessions_count?: number
          specialty: string
          user_id?: string | null
        }
        Update: {
          availability?: string
          avatar_url?: string | null
          id?: number
          name?: string
          position?: number
          rating?: number
          sessions_count?: number
          specialty?: string
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "experts_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      follows: {
        Row: {
          created_at: string
          follower_id: string
          following_id: string
        }
        Insert: {
          created_at?: string
          follower_id?: string
          following_id: string
        }
        Update: {
          created_at?: string
          follower_id?: string
          following_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "follows_follower_id_fkey"
            columns: ["follower_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "follows_following_id_fkey"
            columns: ["following_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      job_applications: {
        Row: {
          applicant_id: string
          client_id: string
          created_at: string
          id: number
          job_id: number
          seeker_id: number
        }
        Insert: {
          applicant_id?: string
          client_id: string
          created_at?: string
          id?: number
          job_id: number
          seeker_id: number
        }
        Update: {
          applicant_id?: string
          client_id?: string
          created_at?: string
          id?: number
          job_id?: number
          seeker_id?: number
        }
        Relationships: [
          {
            foreignKeyName: "job_applications_applicant_id_fkey"
            columns: ["applicant_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "job_applications_job_id_fkey"
            columns: ["job_id"]
            isOneToOne: false
            referencedRelation: "jobs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "job_applications_seeker_id_fkey"
            columns: ["seeker_id"]
            isOneToOne: false
            referencedRelation: "job_seekers"
            referencedColumns: ["id"]
          },
        ]
      }
      job_seekers: {
        Row: {
          availability: Database["public"]["Enums"]["availability"]
          avatar_url: string | null
          created_at: string
          desired_role: string
          experience_level: Database["public"]["Enums"]["experience_level"]
          id: number
          last_active_at: string
          linkedin_url: string | null
          location_preference: string | null
          name: string
          portfolio_url: string | null
          search_text: string | null
          short_bio: string
          skills: string[]
          skills_search: string | null
          user_id: string | null
        }
        Insert: {
          availability: Database["public"]["Enums"]["availability"]
          avatar_url?: string | null
          created_at?: string
          desired_role: string
          experience_level: Database["public"]["Enums"]["experience_level"]
          id?: number
          last_active_at?: string
          linkedin_url?: string | null
          location_preference?: string | null
          name: string
          portfolio_url?: string | null
          search_text?: never
          short_bio?: string
          skills: string[]
          skills_search?: never
          user_id?: string | null
        }
        Update: {
          availability?: Database["public"]["Enums"]["availability"]
          avatar_url?: string | null
          created_at?: string
          desired_role?: string
          experience_level?: Database["public"]["Enums"]["experience_level"]
          id?: number
          last_active_at?: string
          linkedin_url?: string | null
          location_preference?: string | null
          name?: string
          portfolio_url?: string | null
          search_text?: never
          short_bio?: string
          skills?: string[]
          skills_search?: never
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "job_seekers_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      jobs: {
        Row: {
          application_contact: string | null
          client_id: string | null
          closed_at: string | null
          company: string
          company_website: string | null
          created_at: string
          description: string
          hidden_by_moderation: boolean
          id: number
          job_type: Database["public"]["Enums"]["job_type"]
          location: string | null
          logo_url: string | null
          posted_at: string
          recruiter_id: string | null
          salary_currency: Database["public"]["Enums"]["currency"]
          salary_max: number | null
          salary_min: number | null
          search_text: string | null
          skills: string[]
          title: string
          work_mode: Database["public"]["Enums"]["work_mode"]
        }
        Insert: {
          application_contact?: string | null
          client_id?: string | null
          closed_at?: string | null
          company: string
          company_website?: string | null
          created_at?: string
          description: string
          hidden_by_moderation?: boolean
          id?: number
          job_type: Database["public"]["Enums"]["job_type"]
          location?: string | null
          logo_url?: string | null
          posted_at?: string
          recruiter_id?: string | null
          salary_currency?: Database["public"]["Enums"]["currency"]
          salary_max?: number | null
          salary_min?: number | null
          search_text?: never
          skills?: string[]
          title: string
          work_mode?: Database["public"]["Enums"]["work_mode"]
        }
        Update: {
          application_contact?: string | null
          client_id?: string | null
          closed_at?: string | null
          company?: string
          company_website?: string | null
          created_at?: string
          description?: string
          hidden_by_moderation?: boolean
          id?: number
          job_type?: Database["public"]["Enums"]["job_type"]
          location?: string | null
          logo_url?: string | null
          posted_at?: string
          recruiter_id?: string | null
          salary_currency?: Database["public"]["Enums"]["currency"]
          salary_max?: number | null
          salary_min?: number | null
          search_text?: never
          skills?: string[]
          title?: string
          work_mode?: Database["public"]["Enums"]["work_mode"]
        }
        Relationships: [
          {
            foreignKeyName: "jobs_recruiter_id_fkey"
            columns: ["recruiter_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      learning_categories: {
        Row: {
          description: string
          icon: string | null
          id: string
          position: number
          title: string
        }
        Insert: {
          description?: string
          icon?: string | null
          id: string
          position?: number
          title: string
        }
        Update: {
          description?: string
          icon?: string | null
          id?: string
          position?: number
          title?: string
        }
        Relationships: []
      }
      learning_modules: {
        Row: {
          category_id: string
          description: string
          id: number
          position: number
          title: string
        }
        Insert: {
          category_id: string
          description?: string
          id?: number
          position?: number
          title: string
        }
        Update: {
          category_id?: string
          description?: string
          id?: number
          position?: number
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "learning_modules_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "learning_categories"
            referencedColumns: ["id"]
          },
        ]
      }
      learning_questions: {
        Row: {
          answer: string
          id: number
          module_id: number
          options: string[]
          position: number
          text: string
        }
        Insert: {
          answer: string
          id?: number
          module_id: number
          options: string[]
          position?: number
          text: string
        }
        Update: {
          answer?: string
          id?: number
          module_id?: number
          options?: string[]
          position?: number
          text?: string
        }
        Relationships: [
          {
            foreignKeyName: "learning_questions_module_id_fkey"
            columns: ["module_id"]
            isOneToOne: false
            referencedRelation: "learning_modules"
            referencedColumns: ["id"]
          },
        ]
      }
      lesson_completions: {
        Row: {
          completed_at: string
          course_id: number
          lesson_id: number
          user_id: string
        }
        Insert: {
          completed_at?: string
          course_id: number
          lesson_id: number
          user_id?: string
        }
        Update: {
          completed_at?: string
          course_id?: number
          lesson_id?: number
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "lesson_completions_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "lesson_completions_lesson_id_fkey"
            columns: ["lesson_id"]
            isOneToOne: false
            referencedRelation: "lessons"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "lesson_completions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      lesson_positions: {
        Row: {
          course_id: number
          lesson_id: number
          seconds: number
          updated_at: string
          user_id: string
        }
        Insert: {
          course_id: number
          lesson_id: number
          seconds: number
          updated_at?: string
          user_id: string
        }
        Update: {
          course_id?: number
          lesson_id?: number
          seconds?: number
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "lesson_positions_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "courses"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "lesson_positions_lesson_id_fkey"
            columns: ["lesson_id"]
            isOneToOne: false
            referencedRelation: "lessons"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "lesson_positions_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      lessons: {
        Row: {
          course_id: number
          created_at: string
          description: string
          duration: string
          id: number
          module: string
          module_position: number
          position: number
          title: string
          video_url: string | null
        }
        Insert: {
          course_id: number
          created_at?: string
          description?: string
          duration: string
          id?: number
          module: string
          module_position?: number
          position: number
          title: string
          video_url?: string | null
        }
        Update: {
          course_id?: number
          created_at?: string
          description?: string
          duration?: string
          id?: number
          module?: string
          module_position?: number
          position?: number
          title?: string
          video_url?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "lessons_course_id_fkey"
            columns: ["course_id"]
            isOneToOne: false
            referencedRelation: "courses"
            referencedColumns: ["id"]
          },
        ]
      }
      live_broadcasts: {
        Row: {
          ended_at: string | null
          event_id: number
          last_segment_at: string | null
          playlist_path: string | null
          recording_path: string | null
          recording_seconds: number | null
          source: string | null
          started_at: string | null
          state: string
          take: number
          updated_at: string
        }
        Insert: {
          ended_at?: string | null
          event_id: number
          last_segment_at?: string | null
          playlist_path?: string | null
          recording_path?: string | null
          recording_seconds?: number | null
          source?: string | null
          started_at?: string | null
          state?: string
          take?: number
          updated_at?: string
        }
        Update: {
          ended_at?: string | null
          event_id?: number
          last_segment_at?: string | null
          playlist_path?: string | null
          recording_path?: string | null
          recording_seconds?: number | null
          source?: string | null
          started_at?: string | null
          state?: string
          take?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "live_broadcasts_event_id_fkey"
            columns: ["event_id"]
            isOneToOne: true
            referencedRelation: "communities"
            referencedColumns: ["id"]
          },
        ]
      }
      live_chat_messages: {
        Row: {
          body: string
          created_at: string
          event_id: number
          hidden_by_moderation: boolean
          id: string
          user_id: string
        }
        Insert: {
          body: string
          created_at?: string
          event_id: number
          hidden_by_moderation?: boolean
          id?: string
          user_id?: string
        }
        Update: {
          body?: string
          created_at?: string
          event_id?: number
          hidden_by_moderation?: boolean
          id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "live_chat_messages_event_id_fkey"
            columns: ["event_id"]
            isOneToOne: false
            referencedRelation: "communities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "live_chat_messages_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      live_chat_timeouts: {
        Row: {
          created_at: string
          created_by: string | null
          event_id: number
          reason: string | null
          until: string
          user_id: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          event_id: number
          reason?: string | null
          until: string
          user_id: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          event_id?: number
          reason?: string | null
          until?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "live_chat_timeouts_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "live_chat_timeouts_event_id_fkey"
            columns: ["event_id"]
            isOneToOne: false
            referencedRelation: "communities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "live_chat_timeouts_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      live_status_broadcasts: {
        Row: {
          broadcast_at: string
          event_id: number
          status: string
        }
        Insert: {
          broadcast_at?: string
          event_id: number
          status: string
        }
        Update: {
          broadcast_at?: string
          event_id?: number
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "live_status_broadcasts_event_id_fkey"
            columns: ["event_id"]
            isOneToOne: true
            referencedRelation: "communities"
            referencedColumns: ["id"]
          },
        ]
      }
      live_viewer_counts: {
        Row: {
          counted_at: string
          event_id: number
          viewers: number
        }
        Insert: {
          counted_at?: string
          event_id: number
          viewers: number
        }
        Update: {
          counted_at?: string
          event_id?: number
          viewers?: number
        }
        Relationships: [
          {
            foreignKeyName: "live_viewer_counts_event_id_fkey"
            columns: ["event_id"]
            isOneToOne: true
            referencedRelation: "communities"
            referencedColumns: ["id"]
          },
        ]
      }
      live_viewers: {
        Row: {
          event_id: number
          seen_at: string
          viewer_key: string
        }
        Insert: {
          event_id: number
          seen_at?: string
          viewer_key: string
        }
        Update: {
          event_id?: number
          seen_at?: string
          viewer_key?: string
        }
        Relationships: [
          {
            foreignKeyName: "live_viewers_event_id_fkey"
            columns: ["event_id"]
            isOneToOne: false
            referencedRelation: "communities"
            referencedColumns: ["id"]
          },
        ]
      }
      memberships: {
        Row: {
          community_id: number
          joined_at: string
          notifications_enabled: boolean
          user_id: string
        }
        Insert: {
          community_id: number
          joined_at?: string
          notifications_enabled?: boolean
          user_id?: string
        }
        Update: {
          community_id?: number
          joined_at?: string
          notifications_enabled?: boolean
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "memberships_community_id_fkey"
            columns: ["community_id"]
            isOneToOne: false
            referencedRelation: "communities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "memberships_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      messages: {
        Row: {
          body: string
          conversation_id: string
          created_at: string
          hidden_by_moderation: boolean
          id: string
          sender_id: string
        }
        Insert: {
          body: string
          conversation_id: string
          created_at?: string
          hidden_by_moderation?: boolean
          id?: string
          sender_id?: string
        }
        Update: {
          body?: string
          conversation_id?: string
          created_at?: string
          hidden_by_moderation?: boolean
          id?: string
          sender_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "messages_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "messages_sender_id_fkey"
            columns: ["sender_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      moderation_items: {
        Row: {
          claimed_at: string | null
          claimed_by: string | null
          decided_at: string | null
          decided_by: string | null
          decision: string | null
          first_reported_at: string | null
          hidden: boolean
          last_reported_at: string | null
          reports_count: number
          status: string
          target_id: string
          target_type: string
          updated_at: string
        }
        Insert: {
          claimed_at?: string | null
          claimed_by?: string | null
          decided_at?: string | null
          decided_by?: string | null
          decision?: string | null
          first_reported_at?: string | null
          hidden?: boolean
          last_reported_at?: string | null
          reports_count?: number
          status?: string
          target_id: string
          target_type: string
          updated_at?: string
        }
        Update: {
          claimed_at?: string | null
          claimed_by?: string | null
          decided_at?: string | null
          decided_by?: string | null
          decision?: string | null
          first_reported_at?: string | null
          hidden?: boolean
          last_reported_at?: string | null
          reports_count?: number
          status?: string
          target_id?: string
          target_type?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "moderation_items_claimed_by_fkey"
            columns: ["claimed_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "moderation_items_decided_by_fkey"
            columns: ["decided_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      notifications: {
        Row: {
          actor_id: string | null
          content: string
          created_at: string
          id: number
          link: string | null
          read: boolean
          type: string
          user_id: string
        }
        Insert: {
          actor_id?: string | null
          content: string
          created_at?: string
          id?: number
          link?: string | null
          read?: boolean
          type: string
          user_id: string
        }
        Update: {
          actor_id?: string | null
          content?: string
          created_at?: string
          id?: number
          link?: string | null
          read?: boolean
          type?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notifications_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notifications_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      posts: {
        Row: {
          author_id: string
          client_id: string | null
          comments_count: number
          community_id: number
          content: string
          created_at: string
          deleted_at: string | null
          downvotes: number
          edited_at: string | null
          hidden_by_moderation: boolean
          id: number
          image_url: string | null
          recognitions_count: number
          tags: string[]
          title: string
          updated_at: string
          upvotes: number
        }
        Insert: {
          author_id?: string
          client_id?: string | null
          comments_count?: number
          community_id: number
          content: string
          created_at?: string
          deleted_at?: string | null
          downvotes?: number
          edited_at?: string | null
          hidden_by_moderation?: boolean
          id?: number
          image_url?: string | null
          recognitions_count?: number
          tags?: string[]
          title: string
          updated_at?: string
          upvotes?: number
        }
        Update: {
          author_id?: string
          client_id?: string | null
          comments_count?: number
          community_id?: number
          content?: string
          created_at?: string
          deleted_at?: string | null
          downvotes?: number
          edited_at?: string | null
          hidden_by_moderation?: boolean
          id?: number
          image_url?: string | null
          recognitions_count?: number
          tags?: string[]
          title?: string
          updated_at?: string
          upvotes?: number
        }
        Relationships: [
          {
            foreignKeyName: "posts_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "posts_community_id_fkey"
            columns: ["community_id"]
            isOneToOne: false
            referencedRelation: "communities"
            referencedColumns: ["id"]
          },
        ]
      }
      profiles: {
        Row: {
          avatar_url: string | null
          badge_form: string
          bio: string | null
          created_at: string
          followers_count: number
          following_count: number
          id: string
          is_verified: boolean
          name: string
          posts_count: number
          recognitions_count: number
          role: string
          support_url: string | null
        }
        Insert: {
          avatar_url?: string | null
          badge_form?: string
          bio?: string | null
          created_at?: string
          followers_count?: number
          following_count?: number
          id: string
          is_verified?: boolean
          name?: string
          posts_count?: number
          recognitions_count?: number
          role?: string
          support_url?: string | null
        }
        Update: {
          avatar_url?: string | null
          badge_form?: string
          bio?: string | null
          created_at?: string
          followers_count?: number
          following_count?: number
          id?: string
          is_verified?: boolean
          name?: string
          posts_count?: number
          recognitions_count?: number
          role?: string
          support_url?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "profiles_id_fkey"
            columns: ["id"]
            isOneToOne: true
            referencedRelation: "users"
            referencedColumns: ["id"]
          },
        ]
      }
      quiz_attempts: {
        Row: {
          answers: string[]
          created_at: string
          id: number
          module_id: number
          score: number
          total: number
          user_id: string
        }
        Insert: {
          answers?: string[]
          created_at?: string
          id?: number
          module_id: number
          score?: number
          total?: number
          user_id?: string
        }
        Update: {
          answers?: string[]
          created_at?: string
          id?: number
          module_id?: number
          score?: number
          total?: number
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "quiz_attempts_module_id_fkey"
            columns: ["module_id"]
            isOneToOne: false
            referencedRelation: "learning_modules"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "quiz_attempts_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      reel_likes: {
        Row: {
          created_at: string
          reel_id: number
          user_id: string
        }
        Insert: {
          created_at?: string
          reel_id: number
          user_id?: string
        }
        Update: {
          created_at?: string
          reel_id?: number
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "reel_likes_reel_id_fkey"
            columns: ["reel_id"]
            isOneToOne: false
            referencedRelation: "reels"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "reel_likes_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      reel_shares: {
        Row: {
          reel_id: number
          shared_at: string
          user_id: string
        }
        Insert: {
          reel_id: number
          shared_at?: string
          user_id?: string
        }
        Update: {
          reel_id?: number
          shared_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "reel_shares_reel_id_fkey"
            columns: ["reel_id"]
            isOneToOne: false
            referencedRelation: "reels"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "reel_shares_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      reels: {
        Row: {
          comments_count: number
          created_at: string
          description: string
          duration_seconds: number | null
          hidden_by_moderation: boolean
          id: number
          likes_count: number
          music_title: string | null
          poster_url: string | null
          shares_count: number
          user_id: string
          video_url: string
        }
        Insert: {
          comments_count?: number
          created_at?: string
          description?: string
          duration_seconds?: number | null
          hidden_by_moderation?: boolean
          id?: number
          likes_count?: number
          music_title?: string | null
          poster_url?: string | null
          shares_count?: number
          user_id?: string
          video_url: string
        }
        Update: {
          comments_count?: number
          created_at?: string
          description?: string
          duration_seconds?: number | null
          hidden_by_moderation?: boolean
          id?: number
          likes_count?: number
          music_title?: string | null
          poster_url?: string | null
          shares_count?: number
          user_id?: string
          video_url?: string
        }
        Relationships: [
          {
            foreignKeyName: "reels_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      reports: {
        Row: {
          created_at: string
          id: number
          reason: string
          reporter_id: string
          resolved_at: string | null
          status: string
          target_id: string
          target_type: string
        }
        Insert: {
          created_at?: string
          id?: number
          reason: string
          reporter_id?: string
          resolved_at?: string | null
          status?: string
          target_id: string
          target_type: string
        }
        Update: {
          created_at?: string
          id?: number
          reason?: string
          reporter_id?: string
          resolved_at?: string | null
          status?: string
          target_id?: string
          target_type?: string
        }
        Relationships: [
          {
            foreignKeyName: "reports_reporter_id_fkey"
            columns: ["reporter_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      saved_posts: {
        Row: {
          created_at: string
          post_id: number
          user_id: string
        }
        Insert: {
          created_at?: string
          post_id: number
          user_id?: string
        }
        Update: {
          created_at?: string
          post_id?: number
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "saved_posts_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "posts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "saved_posts_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      staff_actions: {
        Row: {
          action: string
          actor_id: string | null
          created_at: string
          details: Json
          id: number
          reason: string | null
          target_id: string
          target_type: string
        }
        Insert: {
          action: string
          actor_id?: string | null
          created_at?: string
          details?: Json
          id?: number
          reason?: string | null
          target_id: string
          target_type: string
        }
        Update: {
          action?: string
          actor_id?: string | null
          created_at?: string
          details?: Json
          id?: number
          reason?: string | null
          target_id?: string
          target_type?: string
        }
        Relationships: [
          {
            foreignKeyName: "staff_actions_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      talent_services: {
        Row: {
          currency: Database["public"]["Enums"]["currency"]
          id: number
          name: string
          position: number
          price: number
          talent_id: number
        }
        Insert: {
          currency?: Database["public"]["Enums"]["currency"]
          id?: number
          name: string
          position?: number
          price: number
          talent_id: number
        }
        Update: {
          currency?: Database["public"]["Enums"]["currency"]
          id?: number
          name?: string
          position?: number
          price?: number
          talent_id?: number
        }
        Relationships: [
          {
            foreignKeyName: "talent_services_talent_id_fkey"
            columns: ["talent_id"]
            isOneToOne: false
            referencedRelation: "talents"
            referencedColumns: ["id"]
          },
        ]
      }
      talents: {
        Row: {
          avatar_url: string | null
          bio: string
          category: string
          created_at: string
          id: number
          name: string
          rating: number
          tags: string[]
          user_id: string | null
        }
        Insert: {
          avatar_url?: string | null
          bio?: string
          category: string
          created_at?: string
          id?: number
          name: string
          rating?: number
          tags?: string[]
          user_id?: string | null
        }
        Update: {
          avatar_url?: string | null
          bio?: string
          category?: string
          created_at?: string
          id?: number
          name?: string
          rating?: number
          tags?: string[]
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "talents_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      user_roles: {
        Row: {
          granted_at: string
          granted_by: string | null
          role: Database["public"]["Enums"]["staff_role"]
          user_id: string
        }
        Insert: {
          granted_at?: string
          granted_by?: string | null
          role: Database["public"]["Enums"]["staff_role"]
          user_id: string
        }
        Update: {
          granted_at?: string
          granted_by?: string | null
          role?: Database["public"]["Enums"]["staff_role"]
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "user_roles_granted_by_fkey"
            columns: ["granted_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_roles_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      votes: {
        Row: {
          comment_id: number | null
          created_at: string
          id: number
          post_id: number | null
          user_id: string
          value: number
        }
        Insert: {
          comment_id?: number | null
          created_at?: string
          id?: never
          post_id?: number | null
          user_id?: string
          value: number
        }
        Update: {
          comment_id?: number | null
          created_at?: string
          id?: never
          post_id?: number | null
          user_id?: string
          value?: number
        }
        Relationships: [
          {
            foreignKeyName: "votes_comment_id_fkey"
            columns: ["comment_id"]
            isOneToOne: false
            referencedRelation: "comments"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "votes_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "posts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "votes_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      assistant_reply: {
        Args: {
          message: string
        }
        Returns: Json
      }
      broadcast_live_status_transitions: {
        Args: {
          at?: string
        }
        Returns: number
      }
      broadcast_live_viewer_counts: {
        Args: never
        Returns: number
      }
      candidate_learning: {
        Args: {
          seeker_ids: number[]
        }
        Returns: {
          courses_completed: number | null
          quiz_scores: Json | null
          seeker_id: number | null
        }[]
      }
      chat_messages_after: {
        Args: {
          after_created_at?: string
          after_id?: string
          conversation_id: string
          max_rows?: number
        }
        Returns: {
          body: string
          conversation_id: string
          created_at: string
          hidden_by_moderation: boolean
          id: string
          sender_id: string
        }[]
      }
      chat_messages_before: {
        Args: {
          before_created_at?: string
          before_id?: string
          conversation_id: string
          page_size?: number
        }
        Returns: {
          body: string
          conversation_id: string
          created_at: string
          hidden_by_moderation: boolean
          id: string
          sender_id: string
        }[]
      }
      chat_unread_count: {
        Args: {
          conversation_id: string
        }
        Returns: number
      }
      chat_unread_total: {
        Args: never
        Returns: number
      }
      claim_emails: {
        Args: {
          batch_size?: number
        }
        Returns: {
          attempts: number
          created_at: string
          html_body: string
          id: number
          last_error: string | null
          next_attempt_at: string
          recipient: string
          sent_at: string | null
          subject: string
          template: string
          text_body: string
          user_id: string | null
        }[]
      }
      claim_report: {
        Args: {
          target_id: string
          target_type: string
        }
        Returns: {
          claimed_at: string | null
          claimed_by: string | null
          decided_at: string | null
          decided_by: string | null
          decision: string | null
          first_reported_at: string | null
          hidden: boolean
          last_reported_at: string | null
          reports_count: number
          status: string
          target_id: string
          target_type: string
          updated_at: string
        }
      }
      community_top_members: {
        Args: {
          community_id: number
          max_results?: number
        }
        Returns: {
          avatar_url: string | null
          id: string | null
          is_verified: boolean | null
          joined_at: string | null
          name: string | null
          posts_in_community: number | null
        }[]
      }
      complete_lesson: {
        Args: {
          lesson_id: number
        }
        Returns: {
          completed_count: number | null
          next_lesson_id: number | null
          percent: number | null
          total_count: number | null
        }[]
      }
      course_rating_distribution: {
        Args: {
          course_id: number
        }
        Returns: {
          percent: number | null
          reviews: number | null
          stars: number | null
        }[]
      }
      create_live_session: {
        Args: {
          description: string
          duration: string
          live_date: string
          price: number
          title: string
          topics: string[]
        }
        Returns: number
      }
      current_live_status: {
        Args: {
          community: Database["public"]["Tables"]["communities"]["Row"]
        }
        Returns: string
      }
      custom_access_token_hook: {
        Args: {
          event: Json
        }
        Returns: Json
      }
      decide_application: {
        Args: {
          application_id: number
          approve: boolean
          reason: string
        }
        Returns: {
          agreed_to_terms: boolean
          course_idea: string | null
          decided_at: string | null
          decision_reason: string | null
          email: string
          expertise: string
          full_name: string
          id: number
          kind: Database["public"]["Enums"]["application_kind"]
          linkedin_url: string | null
          motivation: string | null
          status: string
          submitted_at: string
          user_id: string
          years_experience: number | null
        }
      }
      decide_report: {
        Args: {
          decision: string
          reason: string
          suspend_hours?: number
          target_id: string
          target_type: string
        }
        Returns: {
          claimed_at: string | null
          claimed_by: string | null
          decided_at: string | null
          decided_by: string | null
          decision: string | null
          first_reported_at: string | null
          hidden: boolean
          last_reported_at: string | null
          reports_count: number
          status: string
          target_id: string
          target_type: string
          updated_at: string
        }
      }
      delete_comment: {
        Args: {
          comment_id: number
        }
        Returns: boolean
      }
      delete_live_chat_message: {
        Args: {
          message_id: string
          reason?: string
        }
        Returns: undefined
      }
      delete_live_recording: {
        Args: {
          event_id: number
        }
        Returns: undefined
      }
      delete_post: {
        Args: {
          post_id: number
        }
        Returns: undefined
      }
      enrol: {
        Args: {
          course_id: number
        }
        Returns: boolean
      }
      ensure_default_enrolments: {
        Args: never
        Returns: boolean
      }
      feed_posts: {
        Args: {
          max_results?: number
          tab?: string
        }
        Returns: {
          author_id: string
          client_id: string | null
          comments_count: number
          community_id: number
          content: string
          created_at: string
          deleted_at: string | null
          downvotes: number
          edited_at: string | null
          hidden_by_moderation: boolean
          id: number
          image_url: string | null
          recognitions_count: number
          tags: string[]
          title: string
          updated_at: string
          upvotes: number
        }[]
      }
      import_legacy_chat: {
        Args: {
          history: Json
          other_user_id: string
        }
        Returns: number
      }
      import_legacy_host_applications: {
        Args: {
          entries: Json
        }
        Returns: number
      }
      is_admin: {
        Args: never
        Returns: boolean
      }
      is_approved_host: {
        Args: {
          member: string
        }
        Returns: boolean
      }
      is_block_between: {
        Args: {
          a: string
          b: string
        }
        Returns: boolean
      }
      is_blocked_by_me: {
        Args: {
          author: string
        }
        Returns: boolean
      }
      is_dm_topic_member: {
        Args: {
          topic: string
        }
        Returns: boolean
      }
      is_live_moderator: {
        Args: {
          event_id: number
        }
        Returns: boolean
      }
      is_live_topic_viewer: {
        Args: {
          topic: string
        }
        Returns: boolean
      }
      is_staff: {
        Args: never
        Returns: boolean
      }
      learning_record: {
        Args: {
          member: string
        }
        Returns: Json
      }
      legacy_timestamp: {
        Args: {
          value: string
        }
        Returns: string
      }
      lift_live_chat_timeout: {
        Args: {
          event_id: number
          member: string
        }
        Returns: undefined
      }
      lift_suspension: {
        Args: {
          member: string
          reason: string
        }
        Returns: undefined
      }
      liked_by_me: {
        Args: {
          reel: Database["public"]["Tables"]["reels"]["Row"]
        }
        Returns: boolean
      }
      list_chat_contacts: {
        Args: {
          search?: string
        }
        Returns: {
          avatar_url: string | null
          conversation_id: string | null
          last_message_at: string | null
          last_message_body: string | null
          last_message_sender_id: string | null
          name: string | null
          other_user_id: string | null
          unread_count: number | null
        }[]
      }
      list_conversations: {
        Args: never
        Returns: {
          conversation_id: string | null
          last_message_at: string | null
          last_message_body: string | null
          other_avatar_url: string | null
          other_name: string | null
          other_user_id: string | null
        }[]
      }
      live_event_status: {
        Args: {
          event_id: number
        }
        Returns: Json
      }
      live_ingest_segment: {
        Args: {
          event_id: number
          recording_seconds: number
          take: number
        }
        Returns: undefined
      }
      live_ingest_start: {
        Args: {
          event_id?: number
          host?: string
          source: string
          stream_key?: string
        }
        Returns: Json
      }
      live_ingest_stop: {
        Args: {
          event_id: number
          reason: string
          take: number
        }
        Returns: undefined
      }
      live_status: {
        Args: {
          at?: string
          duration: string
          live_date: string
        }
        Returns: string
      }
      live_stream_key: {
        Args: {
          event_id: number
        }
        Returns: string
      }
      live_viewer_leave: {
        Args: {
          event_id: number
          viewer_key: string
        }
        Returns: undefined
      }
      live_viewer_ping: {
        Args: {
          event_id: number
          viewer_key: string
        }
        Returns: undefined
      }
      mark_all_notifications_read: {
        Args: never
        Returns: number
      }
      mark_conversation_read: {
        Args: {
          conversation_id: string
          message_id: string
        }
        Returns: undefined
      }
      mark_email_failed: {
        Args: {
          email_id: number
          error: string
        }
        Returns: undefined
      }
      mark_email_sent: {
        Args: {
          email_id: number
        }
        Returns: undefined
      }
      mark_notification_read: {
        Args: {
          notification_id: number
        }
        Returns: boolean
      }
      my_capabilities: {
        Args: never
        Returns: Database["public"]["Enums"]["application_kind"][]
      }
      my_suspension: {
        Args: never
        Returns: string
      }
      next_vote_value: {
        Args: {
          current_value: number
          direction: string
        }
        Returns: number
      }
      notify: {
        Args: {
          actor: string
          body: string
          kind: string
          recipient: string
          target_link: string
        }
        Returns: undefined
      }
      open_conversation: {
        Args: {
          other_user_id: string
        }
        Returns: string
      }
      parse_spanish_duration: {
        Args: {
          duration: string
        }
        Returns: string
      }
      post_state: {
        Args: {
          post_id: number
        }
        Returns: string
      }
      profile_name_from_metadata: {
        Args: {
          meta: Json
        }
        Returns: string
      }
      quiz_leaderboard: {
        Args: {
          max_rows?: number
          module_id: number
        }
        Returns: {
          achieved_at: string | null
          avatar_url: string | null
          best_score: number | null
          name: string | null
          rank: number | null
          total: number | null
          user_id: string | null
        }[]
      }
      record_reel_share: {
        Args: {
          target_reel_id: number
        }
        Returns: number
      }
      regenerate_live_stream_key: {
        Args: {
          event_id: number
        }
        Returns: string
      }
      release_report: {
        Args: {
          target_id: string
          target_type: string
        }
        Returns: {
          claimed_at: string | null
          claimed_by: string | null
          decided_at: string | null
          decided_by: string | null
          decision: string | null
          first_reported_at: string | null
          hidden: boolean
          last_reported_at: string | null
          reports_count: number
          status: string
          target_id: string
          target_type: string
          updated_at: string
        }
      }
      save_lesson_position: {
        Args: {
          lesson_id: number
          seconds: number
        }
        Returns: undefined
      }
      search_all: {
        Args: {
          max_results?: number
          query: string
        }
        Returns: {
          id: string | null
          kind: string | null
          link: string | null
          rank: number | null
          subtitle: string | null
          title: string | null
        }[]
      }
      search_document: {
        Args: {
          a: string
          b?: string
          c?: string
        }
        Returns: unknown
      }
      search_query: {
        Args: {
          query: string
        }
        Returns: unknown
      }
      send_live_chat_message: {
        Args: {
          body: string
          event_id: number
          message_id: string
        }
        Returns: {
          body: string
          created_at: string
          event_id: number
          hidden_by_moderation: boolean
          id: string
          user_id: string
        }
      }
      send_message: {
        Args: {
          body: string
          conversation_id: string
          message_id: string
        }
        Returns: {
          body: string
          conversation_id: string
          created_at: string
          hidden_by_moderation: boolean
          id: string
          sender_id: string
        }
      }
      send_messages: {
        Args: {
          messages: Json
        }
        Returns: Json
      }
      set_member_role: {
        Args: {
          member: string
          new_role: Database["public"]["Enums"]["staff_role"]
          reason: string
        }
        Returns: undefined
      }
      site_counters: {
        Args: never
        Returns: {
          communities: number | null
          courses: number | null
          posts: number | null
        }[]
      }
      skills_are_trimmed: {
        Args: {
          items: string[]
        }
        Returns: boolean
      }
      skills_are_unique: {
        Args: {
          items: string[]
        }
        Returns: boolean
      }
      skills_text: {
        Args: {
          items: string[]
        }
        Returns: string
      }
      staff_report_queue: {
        Args: {
          claim?: string
          kind?: string
          page?: number
          page_size?: number
          queue_status?: string
        }
        Returns: {
          author_id: string | null
          author_name: string | null
          claimed_at: string | null
          claimed_by: string | null
          claimed_by_name: string | null
          decided_at: string | null
          decided_by: string | null
          decision: string | null
          first_reported_at: string | null
          hidden: boolean | null
          last_reported_at: string | null
          link: string | null
          preview: string | null
          reports: Json | null
          reports_count: number | null
          status: string | null
          target_id: string | null
          target_type: string | null
        }[]
      }
      staff_role: {
        Args: never
        Returns: string
      }
      staff_suspensions: {
        Args: never
        Returns: {
          banned_until: string | null
          member: string | null
          name: string | null
        }[]
      }
      support_creator: {
        Args: {
          creator_id: string
        }
        Returns: string
      }
      sweep_live_broadcasts: {
        Args: never
        Returns: number
      }
      tags_are_valid: {
        Args: {
          tags: string[]
        }
        Returns: boolean
      }
      timeout_live_chat_member: {
        Args: {
          event_id: number
          member: string
          minutes: number
          reason?: string
        }
        Returns: {
          created_at: string
          created_by: string | null
          event_id: number
          reason: string | null
          until: string
          user_id: string
        }
      }
      toggle_block: {
        Args: {
          profile_id: string
        }
        Returns: boolean
      }
      toggle_community_notifications: {
        Args: {
          community_id: number
        }
        Returns: boolean
      }
      toggle_follow: {
        Args: {
          profile_id: string
        }
        Returns: boolean
      }
      toggle_membership: {
        Args: {
          community_id: number
        }
        Returns: boolean
      }
      toggle_post_award: {
        Args: {
          post_id: number
        }
        Returns: boolean
      }
      toggle_profile_award: {
        Args: {
          profile_id: string
        }
        Returns: boolean
      }
      toggle_reel_like: {
        Args: {
          target_reel_id: number
        }
        Returns: Json
      }
      toggle_save_post: {
        Args: {
          post_id: number
        }
        Returns: boolean
      }
      visible_comments_count: {
        Args: {
          post: Database["public"]["Tables"]["posts"]["Row"]
        }
        Returns: number
      }
      vote_comment: {
        Args: {
          comment_id: number
          direction: string
        }
        Returns: {
          downvotes: number | null
          my_vote: string | null
          upvotes: number | null
        }[]
      }
      vote_label: {
        Args: {
          value: number
        }
        Returns: string
      }
      vote_post: {
        Args: {
          direction: string
          post_id: number
        }
        Returns: {
          downvotes: number | null
          my_vote: string | null
          upvotes: number | null
        }[]
      }
    }
    Enums: {
      application_kind: "host" | "instructor" | "expert" | "talent"
      availability: "full-time" | "part-time" | "contract" | "internship"
      currency: "USD" | "EUR" | "MXN" | "COP" | "ARS" | "PEN" | "CLP"
      experience_level: "entry" | "mid" | "senior" | "lead"
      job_type: "full-time" | "part-time" | "contract" | "freelance" | "internship"
      staff_role: "moderator" | "admin"
      work_mode: "remote" | "hybrid" | "on-site"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

type SchemaName = keyof DatabaseWithoutInternals

type Readable<S extends SchemaName> = DatabaseWithoutInternals[S]["Tables"] & DatabaseWithoutInternals[S]["Views"]

export type Tables<
  NameOrSchema extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"]) | { schema: SchemaName },
  Name extends NameOrSchema extends { schema: SchemaName } ? keyof Readable<NameOrSchema["schema"]> : never = never,
> = NameOrSchema extends { schema: SchemaName }
  ? Readable<NameOrSchema["schema"]>[Name] extends { Row: infer R } ? R : never
  : NameOrSchema extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[NameOrSchema] extends { Row: infer R } ? R : never
    : never

export type TablesInsert<
  NameOrSchema extends keyof DefaultSchema["Tables"] | { schema: SchemaName },
  Name extends NameOrSchema extends { schema: SchemaName } ? keyof DatabaseWithoutInternals[NameOrSchema["schema"]]["Tables"] : never = never,
> = NameOrSchema extends { schema: SchemaName }
  ? DatabaseWithoutInternals[NameOrSchema["schema"]]["Tables"][Name] extends { Insert: infer I } ? I : never
  : NameOrSchema extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][NameOrSchema] extends { Insert: infer I } ? I : never
    : never

export type TablesUpdate<
  NameOrSchema extends keyof DefaultSchema["Tables"] | { schema: SchemaName },
  Name extends NameOrSchema extends { schema: SchemaName } ? keyof DatabaseWithoutInternals[NameOrSchema["schema"]]["Tables"] : never = never,
> = NameOrSchema extends { schema: SchemaName }
  ? DatabaseWithoutInternals[NameOrSchema["schema"]]["Tables"][Name] extends { Update: infer U } ? U : never
  : NameOrSchema extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][NameOrSchema] extends { Update: infer U } ? U : never
    : never

export type Enums<
  NameOrSchema extends keyof DefaultSchema["Enums"] | { schema: SchemaName },
  Name extends NameOrSchema extends { schema: SchemaName } ? keyof DatabaseWithoutInternals[NameOrSchema["schema"]]["Enums"] : never = never,
> = NameOrSchema extends { schema: SchemaName }
  ? DatabaseWithoutInternals[NameOrSchema["schema"]]["Enums"][Name]
  : NameOrSchema extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][NameOrSchema]
    : never

export type CompositeTypes<
  NameOrSchema extends keyof DefaultSchema["CompositeTypes"] | { schema: SchemaName },
  Name extends NameOrSchema extends { schema: SchemaName } ? keyof DatabaseWithoutInternals[NameOrSchema["schema"]]["CompositeTypes"] : never = never,
> = NameOrSchema extends { schema: SchemaName }
  ? DatabaseWithoutInternals[NameOrSchema["schema"]]["CompositeTypes"][Name]
  : NameOrSchema extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][NameOrSchema]
    : never

export const Constants = {
  graphql_public: {
    Enums: {},
  },
  public: {
    Enums: {
      application_kind: ["host", "instructor", "expert", "talent"],
      availability: ["full-time", "part-time", "contract", "internship"],
      currency: ["USD", "EUR", "MXN", "COP", "ARS", "PEN", "CLP"],
      experience_level: ["entry", "mid", "senior", "lead"],
      job_type: ["full-time", "part-time", "contract", "freelance", "internship"],
      staff_role: ["moderator", "admin"],
      work_mode: ["remote", "hybrid", "on-site"],
    },
  },
} as const
