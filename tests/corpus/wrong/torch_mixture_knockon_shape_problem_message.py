# track: torch
# exercise: mixture
# why: weighted_mixture raises ValueError(problem) "if problem", where the student's helper _shape_problem(weights, values) describes what is wrong but returns "shapes fit" (a non-empty, truthy string) when nothing is, so every valid call raises ValueError("shapes fit")
# kind: knockon
# diagnosis: error-on-valid


def _shape_problem(weights, values):
    if weights.dim() < 2 or values.dim() < 2:
        return "weights and values need at least 2 axes each"
    if weights.shape[-1] != values.shape[-2]:
        return f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}"
    return "shapes fit"


def weighted_mixture(weights, values):
    problem = _shape_problem(weights, values)
    if problem:
        raise ValueError(problem)
    return weights @ values
