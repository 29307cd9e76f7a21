package com.pharmaerp.api.training;

import com.pharmaerp.api.platform.problem.ProblemType;

/** Training's own problem codes; a signature refused for training is the platform's {@code training_required}. */
public final class TrainingProblem {

    public static final ProblemType TRAINING_COURSE_CODE_TAKEN = new ProblemType("training_course_code_taken", 409,
            "Training course code taken");

    private TrainingProblem() {
    }
}
