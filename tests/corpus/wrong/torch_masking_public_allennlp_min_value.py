# track: torch
# exercise: masking
# why: mask_scores ports AllenNLP's replace_masked_values(tensor, mask, min_value_of_dtype(tensor.dtype)), the fill its masked_softmax uses, so hidden scores become torch.finfo(dtype).min, a finite huge negative number, instead of -inf
# kind: public
# diagnosis: mask-large-negative
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        mask = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not mask.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    # allennlp.nn.util.replace_masked_values / min_value_of_dtype
    return scores.masked_fill(~mask, torch.finfo(scores.dtype).min)
