# track: torch
# exercise: masking
# why: builds the causal mask with .tril(diagonal=1), thinking diagonal=1 is needed to "include the diagonal"; that also shows every query the next key
# kind: relation
# diagnosis: causal-offset


def causal_mask(t, device=None):
    return torch.ones(t, t, dtype=torch.bool, device=device).tril(diagonal=1)
